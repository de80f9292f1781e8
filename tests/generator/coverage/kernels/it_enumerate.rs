//! Weighted sum of a row: the weight is the position in the row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_enumerate(m: &[u32], width: usize, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let mut s = 0u32;
            for (j, v) in row.iter().enumerate() {
                s += (j as u32 + 1) * v;
            }
            out[r] = s;
        }
    }
}
