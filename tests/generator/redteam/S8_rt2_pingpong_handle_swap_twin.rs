//! Twin of S8_rt2_pingpong_handle_swap_missing_barrier: the same scan with a
//! barrier after each step (writes of `dst` and reads of `src` are ordered,
//! and the next step's writes follow the barrier). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pingpong_handle_swap_twin(x: &[u32], y: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut src = shared_array::<u32, 128>();
        let mut dst = shared_array::<u32, 128>();
        if t < 128 {
            src[t] = if i < x.len() { x[i] } else { 0 };
        }
        sync_threads();
        let mut d = 1;
        while d < 128 {
            if t < 128 {
                dst[t] = if t >= d { src[t] + src[t - d] } else { src[t] };
            }
            sync_threads();
            let tmp = src;
            src = dst;
            dst = tmp;
            d *= 2;
        }
        if t < 128 && i < y.len() {
            y[i] = src[t];
        }
    }
}
// CHECK: kernel @pingpong_handle_swap_twin(
