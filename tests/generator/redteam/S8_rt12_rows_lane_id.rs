//! S8 misuse: rows of slots keyed by `lane_id()`: lane l of every warp writes slots [4l, 4l + 4), so the warps of a block collide. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_lane_id(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let l = lane_id() as usize;
        for k in 0..4 {
            s[l * 4 + k] = t as f32;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
