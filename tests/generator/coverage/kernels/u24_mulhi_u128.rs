//! 64x64 -> 128-bit products through `u128` (high and low halves), `u64::leading_zeros`, `i64::MIN` edges.
#![no_std]
use rsgpu::*;

fn mulhi(a: u64, b: u64) -> u64 {
    ((a as u128 * b as u128) >> 64) as u64
}

rsgpu::kernel! {
    pub fn u24_mulhi_u128(a: &[u64], b: &[u64], hi: &mut [u64], misc: &mut [i64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < hi.len() && i < misc.len() {
            hi[i] = mulhi(a[i], b[i]) ^ a[i].wrapping_mul(b[i]);
            let s = a[i] as i64;
            misc[i] = s.wrapping_abs().wrapping_sub(s.leading_zeros() as i64) ^ (s >> 63) ^ s.signum();
        }
    }
}
