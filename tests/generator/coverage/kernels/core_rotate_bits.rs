#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Rotations and bit counts (hash mixing).
    pub fn core_rotate_bits(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let v = x[i];
            let h = v.rotate_left(5) ^ v.rotate_right(11) ^ v.swap_bytes();
            out[i] = h.wrapping_add(v.count_ones() + v.leading_zeros() + v.trailing_zeros() + v.reverse_bits());
        }
    }
}
