#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// abs_diff, ilog2/ilog10, isqrt.
    pub fn core_abs_diff_ilog(a: &[u32], b: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let d = a[i].abs_diff(b[i]);
            out[i] = d.checked_ilog2().unwrap_or(0) * 1000 + d.isqrt() % 1000 + (a[i] | 1).ilog10();
        }
    }
}
