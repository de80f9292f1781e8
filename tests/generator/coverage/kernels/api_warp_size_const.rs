#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Warp index and lane from the WARP_SIZE constant; one sum per warp.
    pub fn api_warp_size_const(x: &[i32], per_warp: &mut [i32]) {
        let i = block_idx_x() * block_dim_x() + thread_idx_x();
        let (warp, lane) = (i / WARP_SIZE, i % WARP_SIZE);
        let mut v = if (i as usize) < x.len() { x[i as usize] } else { 0 };
        let mut offset = WARP_SIZE / 2;
        while offset > 0 {
            v += warp::shfl_xor(v, offset);
            offset /= 2;
        }
        if lane == 0 && (warp as usize) < per_warp.len() {
            per_warp[warp as usize] = v;
        }
    }
}
