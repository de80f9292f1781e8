//! S9 misuse (red team 21): `sync_warp()` inside an `any` predicate: lanes stop at different items.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_sync_warp_in_any_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let l = lane_id() as f32;
        let b = x.iter().any(|w| {
            warp::sync_warp();
            *w > l
        });
        let s = b as u32 as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
