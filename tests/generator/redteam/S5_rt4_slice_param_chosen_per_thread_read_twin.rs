//! Twin of `S5_rt4_slice_param_chosen_per_thread_len_offset` (cause P):
//! `let s = if t % 2 == 1 { z } else { x };` then only reads of `s` (its
//! length and an element) — no write depends on the choice, so the kernel
//! is fine. rustc's O3 MIR reuses `z`'s local for `s` (`z = x` on one path);
//! rsgpu-gen gives that local a fresh copy (ir/ParamLocals.cpp), and the
//! emitted C++ must hold the choice in a slice reference (a `Slice` view
//! cannot be assigned). Must translate at O0 and O3, and compile.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_param_chosen_per_thread_read_twin(x: &[f32], z: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s: &[f32] = if t % 2 == 1 { z } else { x };
        if i < y.len() && i < s.len() {
            y[i] = s[i] + s.len() as f32;
        }
    }
}
// CHECK: kernel @slice_param_chosen_per_thread_read_twin(
