//! S8 misuse (red team 18): `bound(t: usize) -> usize { t % 4 }` of the thread index as the trip count of a barrier loop.
#![no_std]
use rsgpu::*;

fn bound(t: usize) -> usize {
    t % 4
}

rsgpu::kernel! {
    pub fn usize_loop_bound_of_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..bound(thread_idx_x() as usize) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
