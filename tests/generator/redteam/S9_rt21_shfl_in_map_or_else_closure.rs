//! S9 misuse (red team 21): `shfl_xor` inside `map_or_else`'s `Some` closure on `x.get(i)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_shfl_in_map_or_else_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.get(i).map_or_else(|| 0.0, |w| warp::shfl_xor(*w, 1));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
