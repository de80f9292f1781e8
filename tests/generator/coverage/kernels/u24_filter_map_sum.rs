//! `filter_map` with `checked_sub`, and `take_while` for a prefix length.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_filter_map_sum(m: &[u32], width: usize, floor: u32, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let excess: u32 = row.iter().filter_map(|&v| v.checked_sub(floor)).sum();
            let prefix = row.iter().take_while(|&&v| v >= floor).count() as u32;
            out[r] = excess * 32 + prefix;
        }
    }
}
