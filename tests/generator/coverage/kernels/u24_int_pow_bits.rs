//! `checked_pow`, `u32::from_le_bytes`, `leading_zeros` as a bit length, `i32::rem_euclid`, `saturating_pow`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_int_pow_bits(x: &[u8], e: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && 4 * i + 4 <= x.len() && i < e.len() {
            let w = u32::from_le_bytes([x[4 * i], x[4 * i + 1], x[4 * i + 2], x[4 * i + 3]]);
            let bits = u32::BITS - w.leading_zeros();
            let base = (w % 7) + 2;
            let p = base.checked_pow(e[i] % 40).unwrap_or(0);
            let s = 3u16.saturating_pow(e[i] % 16) as u32;
            let r = ((w as i32) % 1000).rem_euclid(7) as u32;
            out[i] = bits ^ p ^ (s << 3) ^ r;
        }
    }
}
