//! Twin: `for j in [gid] { y[j] }` — a one-element array of the own index. May be refused conservatively.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_into_iter_own_twin(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for j in [gid] {
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: kernel @array_into_iter_own_twin(
