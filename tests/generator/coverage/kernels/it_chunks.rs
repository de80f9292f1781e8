//! Per-thread block sums of 3 (the last chunk may be shorter): chunks.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_chunks(x: &[u32], out: &mut [u32]) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = x.chunks(3).nth(t) {
            if t < out.len() {
                out[t] = c.iter().sum();
            }
        }
    }
}
