#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// checked_mul / checked_add chained through Option.
    pub fn core_checked_mul_unwrap_or(a: &[u32], b: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = a[i].checked_mul(b[i]).and_then(|p| p.checked_add(1)).unwrap_or(u32::MAX);
        }
    }
}
