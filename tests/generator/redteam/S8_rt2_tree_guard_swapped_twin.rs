//! Twin: the tree step with the guard written `k > t` (operands swapped).
//! Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_swapped_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 128;
        while k > 0 {
            if k > t {
                s[t] += s[t + k];
            }
            sync_threads();
            k /= 2;
        }
        if t == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = s[0];
            }
        }
    }
}
// CHECK: kernel @tree_guard_swapped_twin(
