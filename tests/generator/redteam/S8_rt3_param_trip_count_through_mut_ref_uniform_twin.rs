//! Twin of `S8_rt3_param_trip_count_through_mut_ref`: a `mut` kernel
//! parameter rewritten through `&mut` from the parameter itself (`n / 2`,
//! the same in every thread). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_trip_count_through_mut_ref_uniform_twin(mut n: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = &mut n;
        *r = *r / 2;
        let mut acc = 0.0f32;
        for _ in 0..n {
            sync_threads();
            acc += 1.0;
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @param_trip_count_through_mut_ref_uniform_twin(
