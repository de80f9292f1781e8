//! S8: the halo slot `tile[0]` written under `t < 2`: threads 0 and 1 write it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn halo_two_leaders(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut tile = shared_array::<f32, 130>();
        tile[t + 1] = if i < x.len() { x[i] } else { 0.0 };
        if t < 2 {
            tile[0] = t as f32;
        }
        sync_threads();
        if i < y.len() {
            y[i] = tile[t] + tile[t + 1];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
