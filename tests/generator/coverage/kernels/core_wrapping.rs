#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// wrapping_mul, wrapping_sub, wrapping_neg, to_le_bytes.
    pub fn core_wrapping(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            // FNV-1a over the four bytes of x[i].
            let mut h = 0x811c9dc5u32;
            for b in x[i].to_le_bytes() {
                h = (h ^ b as u32).wrapping_mul(0x0100_0193);
            }
            out[i] = h.wrapping_sub(x[i]).wrapping_neg();
        }
    }
}
