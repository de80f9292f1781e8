#![no_std]
use rsgpu::*;

const BITS: u32 = 5;
const BUCKETS: usize = 1 << BITS;
const MASK: u32 = (1 << BITS) - 1;
const fn square(x: u32) -> u32 {
    x * x
}
const SQ: u32 = square(BUCKETS as u32);
const SCALE: f32 = 1.0 / BUCKETS as f32;

rsgpu::kernel! {
    pub fn own_const_expr(x: &[u32], bucket: &mut [u32], frac: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < bucket.len() && i < frac.len() {
            let b = x[i] & MASK;
            bucket[i] = b + square(b) % SQ;
            frac[i] = b as f32 * SCALE;
        }
    }
}
