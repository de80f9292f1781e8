//! S8 twin (red team 18): twin: a generic `twice<T: Add>(v) -> v + v` of a parameter as a barrier loop bound; the chain `half(twice(n))`.
#![no_std]
use rsgpu::*;

fn twice<T: core::ops::Add<Output = T> + Copy>(v: T) -> T {
    v + v
}
fn half(n: u32) -> u32 {
    n / 2
}

rsgpu::kernel! {
    pub fn generic_uniform_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..half(twice(n)) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @generic_uniform_twin(
