#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// core::mem::swap.
    pub fn core_mem_swap(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            // Median of three with swaps.
            let (mut a, mut b, mut c) = (x[3 * i], x[3 * i + 1], x[3 * i + 2]);
            if a > b {
                core::mem::swap(&mut a, &mut b);
            }
            if b > c {
                core::mem::swap(&mut b, &mut c);
            }
            if a > b {
                core::mem::swap(&mut a, &mut b);
            }
            let _ = (a, c);
            out[i] = b;
        }
    }
}
