//! Bit manipulation per u32: `leading_zeros`, `trailing_zeros`, `count_ones`, `rotate_left/right`,
//! `swap_bytes`, `reverse_bits`, `is_power_of_two`, `next_power_of_two` (guarded), floor log2.
#![no_std]
use rsgpu::*;

fn ilog2_floor(v: u32) -> u32 {
    if v == 0 { 0 } else { 31 - v.leading_zeros() }
}

rsgpu::kernel! {
    pub fn u27_bit_ops(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || (i + 1) * 4 > out.len() {
            return;
        }
        let v = x[i];
        let packed = v.leading_zeros() | v.trailing_zeros() << 8 | v.count_ones() << 16 | ilog2_floor(v) << 24;
        let p2 = if v <= 1 << 31 { v.next_power_of_two() } else { 0 };
        out[i * 4] = packed;
        out[i * 4 + 1] = v.rotate_left(i as u32 % 32) ^ v.rotate_right(3);
        out[i * 4 + 2] = v.swap_bytes().wrapping_add(v.reverse_bits());
        out[i * 4 + 3] = p2 | v.is_power_of_two() as u32;
    }
}
