//! S9 misuse (red team 21): `take_while(|w| **w < l)` with `l` per lane, then `shfl_down` in `fold`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_take_while_lane_fold_shfl(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let l = lane_id() as f32 * 0.25;
        let s = x.iter().take_while(|w| **w < l).fold(v, |a, w| warp::shfl_down(a + *w, 1));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
