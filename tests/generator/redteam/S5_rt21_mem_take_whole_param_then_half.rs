//! S5 misuse (red team 21): `let s = core::mem::take(&mut y); s[i / 2] = v`: the parameter taken as a whole (docs: a parameter borrowed mutably as a whole is RG0202).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_take_whole_param_then_half(x: &[f32], mut y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let s = core::mem::take(&mut y);
        if i / 2 < s.len() {
            s[i / 2] = v;
        }
    }
}
// CHECK: error[RG0202]:
