//! Exact 128-bit dot products: each thread sums `u64 x u64` products of its row in a `u128` (no overflow for
//! rows up to 2^64 terms), writes the high and low 64-bit halves, and the product count above 2^64.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_u128_dot(a: &[u64], b: &[u64], cols: usize, hi: &mut [u64], lo: &mut [u64], big: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r >= hi.len() || r >= lo.len() || r >= big.len() || cols == 0 {
            return;
        }
        let (Some(ra), Some(rb)) = (a.chunks_exact(cols).nth(r), b.chunks_exact(cols).nth(r)) else {
            return;
        };
        let mut acc: u128 = 0;
        let mut n_big = 0u32;
        for (&x, &y) in ra.iter().zip(rb) {
            let p = x as u128 * y as u128;
            if p >> 64 != 0 {
                n_big += 1;
            }
            acc = acc.wrapping_add(p);
        }
        hi[r] = (acc >> 64) as u64;
        lo[r] = acc as u64;
        big[r] = n_big;
    }
}
