//! Labeled `break`/`continue`: the first pair (j, k), j < k, of a row that sums to `target`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_labeled_loops(m: &[i32], width: usize, target: i32, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r >= out.len() {
            return;
        }
        let row = &m[r * width..(r + 1) * width];
        let mut found = u32::MAX;
        'outer: for j in 0..width {
            if row[j] == 0 {
                continue 'outer;
            }
            for k in j + 1..width {
                if row[k] == 0 {
                    continue;
                }
                if row[j] + row[k] == target {
                    found = (j * width + k) as u32;
                    break 'outer;
                }
            }
        }
        out[r] = found;
    }
}
