//! An integer hash with `wrapping_mul`, `rotate_left`, xor-shifts on `u64`, folded to `u32`.
#![no_std]
use rsgpu::*;

fn mix(mut h: u64, v: u32) -> u64 {
    h ^= v as u64;
    h = h.wrapping_mul(0x100_0000_01b3);
    h.rotate_left(17) ^ (h >> 29)
}

rsgpu::kernel! {
    pub fn u24_hash_wrapping(x: &[u32], seed: u64, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let mut h = seed;
            h = mix(h, x[i]);
            h = mix(h, i as u32);
            let folded = (h as u32) ^ ((h >> 32) as u32);
            out[i] = folded.wrapping_add(x[i].wrapping_mul(2654435761));
        }
    }
}
