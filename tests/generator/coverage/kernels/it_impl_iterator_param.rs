//! A device fn taking `impl Iterator`.
#![no_std]
use rsgpu::*;

fn checksum(values: impl Iterator<Item = u32>) -> u32 {
    let mut h = 17u32;
    for v in values {
        h = h.wrapping_mul(31).wrapping_add(v);
    }
    h
}

rsgpu::kernel! {
    pub fn it_impl_iterator_param(x: &[u32], width: usize, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            out[r] = checksum(x[r * width..(r + 1) * width].iter().copied());
        }
    }
}
