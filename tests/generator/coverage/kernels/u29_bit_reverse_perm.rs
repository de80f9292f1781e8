//! Bit-reversal permutation for an FFT of n = 2^bits points: out[i] = x[rev(i)], rev by `reverse_bits` and
//! `checked_shr` (bits = 0: n = 1), `u32::pow` for n, grid-stride loop.
#![no_std]
use rsgpu::*;

fn rev(i: u32, bits: u32) -> u32 {
    i.reverse_bits().checked_shr(32 - bits).unwrap_or(0)
}

rsgpu::kernel! {
    pub fn u29_bit_reverse_perm(x: &[f32], bits: u32, out: &mut [f32]) {
        let n = 2u32.pow(bits) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n && i < out.len() {
            let j = rev(i as u32, bits) as usize;
            out[i] = x.get(j).copied().unwrap_or(-1.0);
            i += stride;
        }
    }
}
