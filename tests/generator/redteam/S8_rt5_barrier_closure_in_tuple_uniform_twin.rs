//! Twin: the barrier closure stored in a tuple, called under a kernel
//! parameter flag. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_closure_in_tuple_uniform_twin(y: &mut [f32], flag: u32) {
        let s = || sync_threads();
        let p = (s, 16u32);
        if flag != 0 { (p.0)(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: kernel @barrier_closure_in_tuple_uniform_twin(
