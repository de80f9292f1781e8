//! S8 misuse: a barrier loop over the remainder of `x.chunks_exact(t % 4 + 1)` (a chunk width per thread, so a remainder length per thread): `for v in rem { sync_threads(); .. }`. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_loop_over_thread_remainder(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let rem = x.chunks_exact(t % 4 + 1).remainder();
        let mut acc = 0.0f32;
        for v in rem {
            sync_threads();
            acc += *v;
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]:
