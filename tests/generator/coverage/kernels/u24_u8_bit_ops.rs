//! `u8` bit twiddling: `!`, shifts, zero counts, rotations, `reverse_bits`, `wrapping_mul`, `i8 >>`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_u8_bit_ops(a: &[u8], b: &[u8], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < a.len() && i < b.len() {
            let (x, y) = (a[i], b[i]);
            let not = !x;
            let shl = x << 3;
            let counts = x.leading_zeros() + 16 * x.trailing_zeros() + 256 * x.count_zeros();
            let rot = x.rotate_left(3) ^ y.reverse_bits();
            let prod = x.wrapping_mul(y).wrapping_add(not);
            let sar = ((x as i8) >> 2) as u8;
            out[i] = (not as u32) | (shl as u32) << 8 | (rot as u32) << 16 | (prod as u32) << 24;
            out[i] ^= counts.wrapping_mul(sar as u32 + 1);
        }
    }
}
