//! Signed `/`, `%` and `>>` on negatives, `wrapping_div` of `MIN / -1`, `checked_div` by zero,
//! `wrapping_shl`/`wrapping_shr` by amounts >= the width, `checked_shl`, `i64` arithmetic shift.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_signed_div_shift(a: &[i32], b: &[i32], s: &[u32], out: &mut [i64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let (x, y, k) = (a[i], b[i], s[i] % 70);
            let q = x.checked_div(y).unwrap_or(-1);
            let r = x.checked_rem(y).unwrap_or(-2);
            let w = x.wrapping_div(if y == 0 { -1 } else { y });
            let sh = x.wrapping_shl(k) ^ x.wrapping_shr(k) ^ (x >> (k % 32));
            let cs = (x as u32).checked_shl(k).map_or(7, |v| v as i64);
            let big = (x as i64) << 20 >> (k % 64);
            out[i] = q as i64 + r as i64 * 3 + w as i64 * 5 + sh as i64 * 7 + cs + big;
        }
    }
}
