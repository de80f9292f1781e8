#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// overflowing_add as a carry.
    pub fn core_overflowing(a: &[u32], b: &[u32], lo: &mut [u32], hi: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < lo.len() && i < hi.len() {
            // 64-bit add from 32-bit limbs: (a[i], a[i]) + (b[i], 1).
            let (s, carry) = a[i].overflowing_add(b[i]);
            lo[i] = s;
            hi[i] = a[i].wrapping_add(1).wrapping_add(carry as u32);
        }
    }
}
