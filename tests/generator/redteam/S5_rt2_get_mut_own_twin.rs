//! Twin of S5_rt2_get_mut_modulo: `y.get_mut(i)` (the `None` arm for threads
//! past the end). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn get_mut_own_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(v) = y.get_mut(i) {
            *v += 1.0;
        }
    }
}
// CHECK: kernel @get_mut_own_twin(
