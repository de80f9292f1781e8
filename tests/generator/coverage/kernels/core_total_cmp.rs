#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// total_cmp and Ord::cmp returning Ordering.
    pub fn core_total_cmp(a: &[f32], b: &[f32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            use core::cmp::Ordering;
            out[i] = match a[i].total_cmp(&b[i]) {
                Ordering::Less => -1,
                Ordering::Equal => 0,
                Ordering::Greater => 1,
            } + match (i as u32).cmp(&100) {
                Ordering::Less => 10,
                _ => 20,
            };
        }
    }
}
