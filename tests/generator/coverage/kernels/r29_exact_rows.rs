//! Red team 29: exact rows of 3 (`top.iter().enumerate()` over `[u32; 3]`) and of 7 (`for k in 0..7`) at `gid * K + k`. Docs ("A width that is no power of two"): rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_exact_rows(x: &[u32], a: &mut [u32], b: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid < x.len() {
            let v = x[gid];
            let top: [u32; 3] = [v, v >> 3, v ^ 0x55];
            for (k, t) in top.iter().enumerate() { if gid * 3 + k < a.len() { a[gid * 3 + k] = *t + k as u32; } }
            for k in 0..7 { if gid * 7 + k < b.len() { b[gid * 7 + k] = v.rotate_left(k as u32); } }
        }
    }
}
