//! S5 misuse (red team 28): `if !o { y[k] = .. }` and a second `y[k] = ..` after the block. Docs: RG0201 (the second write is unguarded).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_write_after_guarded_block(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if !o {
            if !o {
                if (k as usize) < y.len() { y[k as usize] = x[0]; }
            }
        }
        if (k as usize) < y.len() { y[k as usize] = x[1]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
