//! S9 twin (red team 18): twin: a shuffle loop of `rounds(n) -> n.min(5)` rounds, `n` a parameter.
#![no_std]
use rsgpu::*;

fn rounds(n: u32) -> u32 {
    n.min(5)
}

rsgpu::kernel! {
    pub fn rounds_of_param_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        for _ in 0..rounds(n) {
            v += warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @rounds_of_param_twin(
