//! S9: a shuffle loop whose trip count comes from the thread's own element
//! (`for _ in 0..x[i]`): lanes leave the loop at different times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_data_dependent_loop(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = if i < x.len() { x[i] } else { 0 };
        let mut v = i as u32;
        for _ in 0..n {
            v ^= warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]:
