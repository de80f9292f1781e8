//! `iter().rev().enumerate()`, `rposition`, `rev().find()`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_rev_find(m: &[u32], width: usize, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let last_odd = row.iter().rposition(|v| v % 2 == 1).map_or(99, |p| p as u32);
            let big = row.iter().rev().find(|&&v| v > 50).copied().unwrap_or(0);
            let mut weighted = 0u32;
            for (j, v) in row.iter().rev().enumerate() {
                weighted += j as u32 * v;
            }
            out[r] = last_odd + 100 * big + 100000 * weighted;
        }
    }
}
