//! Twin: the unrolled tree with a u32 thread index, `let t = thread_idx_x(); if t < 128 { s[t as usize] += s[(t + 128) as usize] }` (t < 128: the u32 add cannot wrap). The docs ask for an overflow-checked add (O0) or 64 bits at O3; a refusal at O3 is conservative. Expected to translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_u32_tid_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x();
        let i = block_idx_x() as usize * 256 + t as usize;
        s[t as usize] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 128 {
            s[t as usize] += s[(t + 128) as usize];
        }
        sync_threads();
        if t < 64 {
            s[t as usize] += s[(t + 64) as usize];
        }
        sync_threads();
        if t < 32 {
            s[t as usize] += s[(t + 32) as usize];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_const_u32_tid_twin(
