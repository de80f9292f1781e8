//! S8: the double-buffered scan of S8_rt2_pingpong_handle_swap_missing_barrier
//! swapping its arrays the idiomatic way, `(src, dst) = (dst, src);`, and
//! missing the per-step barrier.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn pingpong_tuple_swap_missing_barrier(x: &[u32], y: &mut [u32]) {
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
            (src, dst) = (dst, src);
            d *= 2;
        }
        sync_threads();
        if t < 128 && i < y.len() {
            y[i] = src[t];
        }
    }
}
// CHECK: error[RG022{{[012]}}]:
