//! S5 misuse (red team 29): a `&[f32]` local bound to a `[f32; 3]` and rebound to a `[f32; 4]` before the enumerate, rows of 3. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_array_reassigned_longer(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let a3: [f32; 3] = [x[0]; 3]; let a4: [f32; 4] = [x[1]; 4];
        let mut s: &[f32] = &a3; if x.len() > 7 { s = &a4; }
        for (k, v) in s.iter().enumerate() { if gid * 3 + k < out.len() { out[gid * 3 + k] = *v; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
