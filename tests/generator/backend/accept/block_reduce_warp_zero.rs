//! Accepted (S9): a block sum the way CUDA's reductions end. Each warp sums
//! its values with shuffles, lane 0 stores the warp's sum in a shared slot,
//! and after the barrier warp 0 alone (`if t < 32`: the same in every lane of
//! a warp of a 1-D block) sums the slots with shuffles again; thread 0 writes
//! the block's sum. The launch must be 1-D blocks of whole warps.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_reduce_warp_zero(input: &[f32], partial: &mut [f32]) {
        let sums = shared_array::<f32, 32>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * block_dim_x() as usize + t;
        let mut v = if i < input.len() { input[i] } else { 0.0 };
        let mut offset = 16;
        while offset > 0 {
            v += warp::shfl_down(v, offset);
            offset /= 2;
        }
        if lane_id() == 0 {
            sums.set(t / 32, v);
        }
        sync_threads();
        if t < 32 {
            let warps = block_dim_x() as usize / 32;
            let mut w = if t < warps { sums.get(t) } else { 0.0 };
            let mut offset = 16;
            while offset > 0 {
                w += warp::shfl_down(w, offset);
                offset /= 2;
            }
            if t == 0 {
                partial[block_idx_x() as usize] = w;
            }
        }
    }
}
// CHECK: kernel @block_reduce_warp_zero(
