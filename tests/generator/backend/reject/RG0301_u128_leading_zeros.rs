//! `u128::leading_zeros` (branch cr25): u128 arithmetic is emitted as
//! `__int128`, but rsgpu::rust's bit helpers (clz, popcount, ...) are written
//! for at most 64 bits: a core call on a 128-bit integer is RG0301, not a
//! count of the low half.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u128_leading_zeros(a: &[u64], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < a.len() {
            let w = (a[i] as u128) * (a[i] as u128);
            y[i] = w.leading_zeros();
        }
    }
}
// CHECK: error[RG0301]: cannot emit `bit.clz` of a 128-bit integer yet
