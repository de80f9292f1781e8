//! Red team 29: `if gid / 32 < rows { butterfly max by shfl_xor }` (ThreadWarps: block_dim_x a multiple of 32), and `gid / 64 < rows2` around `shfl_down`. Docs: rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_warp_rows_shfl(x: &[u32], y: &mut [u32], z: &mut [u32], rows: usize, rows2: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0 };
        if gid / 32 < rows { let mut m = v; let mut o = 16u32; while o > 0 { m = m.max(shfl_xor(m, o)); o /= 2; } if gid < y.len() { y[gid] = m; } }
        if gid / 64 < rows2 { let w = shfl_down(v, 3); if gid < z.len() { z[gid] = w; } }
    }
}
