//! S8: a double-buffered Hillis-Steele scan that swaps its two shared arrays
//! by their `Copy` handles (`let tmp = src; src = dst; dst = tmp;`) and has no
//! barrier after each step: step k + 1 writes `dst` (step k's `src`) while
//! slower threads still read `src[t - d]` of step k.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pingpong_handle_swap_missing_barrier(x: &[u32], y: &mut [u32]) {
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
            let tmp = src;
            src = dst;
            dst = tmp;
            d *= 2;
        }
        sync_threads();
        if t < 128 && i < y.len() {
            y[i] = src[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
