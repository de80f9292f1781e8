//! S8 twin (red team 18): twin: `clamp2(a, b) -> a.min(b)` of two kernel parameters under a barrier, and `both(p, q)` of two bool tests on parameters.
#![no_std]
use rsgpu::*;

fn clamp2(a: u32, b: u32) -> u32 {
    a.min(b)
}
fn both(p: bool, q: bool) -> bool {
    p && q
}

rsgpu::kernel! {
    pub fn two_params_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..clamp2(n, 4) {
            sync_threads();
        }
        if both(n > 2, n < 9) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @two_params_twin(
