//! Twin: the unrolled tree with named constants and the docs' `C > t` form, `const H: usize = 128; if H > t { s[t] += s[t + H] } .. if H / 2 > t { s[t] += s[t + H / 2] }`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

const H: usize = 128;

rsgpu::kernel! {
    pub fn tree_const_gt_form_named_consts_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if H > t {
            s[t] += s[t + H];
        }
        sync_threads();
        if H / 2 > t {
            s[t] += s[t + H / 2];
        }
        sync_threads();
        if t < 32 {
            s[t] += s[t + 32];
        }
        sync_threads();
        if t < 16 {
            s[t] += s[t + 16];
        }
        sync_threads();
        if t < 8 {
            s[t] += s[t + 8];
        }
        sync_threads();
        if t < 4 {
            s[t] += s[t + 4];
        }
        sync_threads();
        if t < 2 {
            s[t] += s[t + 2];
        }
        sync_threads();
        if t < 1 {
            s[t] += s[t + 1];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_const_gt_form_named_consts_twin(
