//! S8 misuse (red team 21): `for k in (0..2).chain(0..t % 4)`, a barrier in the body.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_chain_thread_range(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut c = 0u32;
        for k in (0..2u32).chain(0..t % 4) {
            sync_threads();
            c += k;
        }
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
