//! S8: `s[shfl_up(t, 1)]`: lane 0 keeps its own t, lane 1 receives lane 0's,
//! so both write the same slot.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_index_from_shfl_up(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let j = warp::shfl_up(t as u32, 1) as usize % 128;
        s[j] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if i < y.len() {
            y[i] = s[t % 128];
        }
    }
}
// CHECK: error[RG0221]:
