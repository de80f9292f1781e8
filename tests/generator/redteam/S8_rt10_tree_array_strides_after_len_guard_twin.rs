//! Twin: the literal-array tree, `for stride in [128usize, 64, 32, 16, 8, 4, 2, 1]`, after `if i < n { s[t] = x[i] }` (n a kernel parameter compared with the thread's index) and with the tree's guard combined with a second runtime bound, `if t < stride && i + stride < n`. Each access is under `t < stride`. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_array_strides_after_len_guard_twin(x: &[f32], n: usize, partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        if i < n && i < x.len() {
            s[t] = x[i];
        }
        sync_threads();
        for stride in [128usize, 64, 32, 16, 8, 4, 2, 1] {
            if t < stride && i + stride < n {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_array_strides_after_len_guard_twin(
