//! Local array: `contains`, `swap`, `reverse`, `iter().rev()`, `first`/`last`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_slice_contains_swap(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let v = x[i];
            let mut d = [v % 10, v / 10 % 10, v / 100 % 10, v / 1000 % 10];
            if d[0] > d[3] {
                d.swap(0, 3);
            }
            d.reverse();
            let has7 = d.contains(&7) as u32;
            let mut packed = 0u32;
            for &digit in d.iter().rev() {
                packed = packed * 10 + digit;
            }
            let ends = d.first().copied().unwrap_or(0) + d.last().copied().unwrap_or(0);
            out[i] = packed + 10000 * has7 + 100000 * ends;
        }
    }
}
