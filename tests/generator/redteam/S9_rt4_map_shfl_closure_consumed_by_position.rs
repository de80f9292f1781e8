//! S9: `x.iter().map(|v| shfl_xor(*v, 1)).position(|v| v > lane)` — a
//! shuffle in the lazy map closure, called a per-lane number of times.
//! Expected RG0211 (O3: a refusal).
#![no_std]
use rsgpu::*;
use rsgpu::warp::*;
rsgpu::kernel! {
    pub fn map_shfl_position(x: &[f32], y: &mut [f32]) {
        let t = lane_id() as f32;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = x.iter().map(|v| shfl_xor(*v, 1)).position(|v| v > t);
        if i < y.len() { y[i] = match p { Some(k) => k as f32, None => -1.0 }; }
    }
}
// CHECK-O0: error[RG0211]:
// CHECK-O3: error[RG0{{[12]}}
