//! S5 twin (red team 28): the same, `y[i * t.s]` (the taken value: 1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct St { s: usize }
impl Default for St { fn default() -> Self { St { s: 0 } } }

rsgpu::kernel! {
    pub fn rt28_mem_take_default_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * ({ let mut a = St { s: 1 }; let t = core::mem::take(&mut a); t.s });
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_mem_take_default_stride_twin(
