//! A labeled block `'found: { .. break 'found value; .. }` as an expression.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_labeled_block(m: &[u32], width: usize, key: u32, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let code = 'found: {
                if row.is_empty() {
                    break 'found 0;
                }
                for (j, &v) in row.iter().enumerate() {
                    if v % 16 == key {
                        break 'found j as u32 + 1;
                    }
                }
                1000 + row[0] % 16
            };
            out[r] = code;
        }
    }
}
