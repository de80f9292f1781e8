//! S8: `fn steps(n) -> impl Iterator<Item = usize> { 0..n }` with `n = t % 4`
//! drives a barrier loop. Expected RG0210.
#![no_std]
use rsgpu::*;
fn steps(n: usize) -> impl Iterator<Item = usize> { 0..n }
rsgpu::kernel! {
    pub fn impl_iterator_trip_count_barrier(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0;
        for _ in steps(t % 4) { sync_threads(); acc += 1.0; }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK: error[RG0210]:
