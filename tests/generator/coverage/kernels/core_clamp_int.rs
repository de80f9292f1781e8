#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Ord::clamp on i32.
    pub fn core_clamp_int(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = x[i].clamp(-100, 250);
        }
    }
}
