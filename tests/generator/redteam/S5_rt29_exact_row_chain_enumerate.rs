//! S5 misuse (red team 29): k the count of `a.iter().chain(a.iter()).enumerate()` over `[f32; 3]` (six items) in rows of 3. Docs: RG0201 (or unsupported).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_chain_enumerate(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let a: [f32; 3] = [x[0], x[1], x[2]];
        for (k, v) in a.iter().chain(a.iter()).enumerate() { if gid * 3 + k < out.len() { out[gid * 3 + k] = *v; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
