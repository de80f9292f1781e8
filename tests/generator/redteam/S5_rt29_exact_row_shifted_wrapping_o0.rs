//! S5 misuse (red team 29): `i = gid.wrapping_add(s)` (s a parameter) then `i.wrapping_mul(3).wrapping_add(k)` at every level: `i * 3 + k` wraps (s = 2^64 - 1 ...). Docs: RG0201 (X exact only through checked arithmetic).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_shifted_wrapping_o0(x: &[f32], out: &mut [f32], s: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let i = gid.wrapping_add(s);
        for k in 0..3 { let j = i.wrapping_mul(3).wrapping_add(k); if j < out.len() { out[j] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
