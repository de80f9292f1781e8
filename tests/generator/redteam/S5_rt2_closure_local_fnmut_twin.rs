//! Twin: a `FnMut` closure capturing a thread-local accumulator `&mut acc`,
//! called per element, then y[i] = acc. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_local_fnmut_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && 4 * i + 4 <= x.len() {
            let mut acc = 0.0f32;
            let mut add = |v: f32| acc += v * v;
            for k in 0..4 {
                add(x[4 * i + k]);
            }
            y[i] = acc;
        }
    }
}
// CHECK: kernel @closure_local_fnmut_twin(
