//! Max of each group of four in a row, summed: chunks_exact.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_chunks_exact(m: &[i32], width: usize, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let mut s = 0;
            for c in m[r * width..(r + 1) * width].chunks_exact(4) {
                s += c[0].max(c[1]).max(c[2].max(c[3]));
            }
            out[r] = s;
        }
    }
}
