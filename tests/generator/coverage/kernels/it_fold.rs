//! XOR of a row's bytes with fold.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_fold(b: &[u8], width: usize, out: &mut [u8]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            out[r] = b[r * width..(r + 1) * width].iter().fold(0u8, |acc, &v| acc ^ v);
        }
    }
}
