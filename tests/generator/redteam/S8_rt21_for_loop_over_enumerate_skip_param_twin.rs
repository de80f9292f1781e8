//! S8 twin (red team 21): `for (j, v) in x.iter().enumerate().skip(n)`, `n` a kernel parameter, a barrier in the body.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_enumerate_skip_param_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut s = 0.0;
        for (j, v) in x.iter().enumerate().skip(n as usize) {
            sync_threads();
            s += *v * j as f32;
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_for_loop_over_enumerate_skip_param_twin(
