//! `?` on `Option` in helpers: `position(..)?`, `get(..)?`, `checked_*()?`, then `unwrap_or`.
#![no_std]
use rsgpu::*;

fn first_neg_then(row: &[i32], skip: usize) -> Option<i32> {
    let p = row.iter().position(|&v| v < 0)?;
    let after = *row.get(p + skip)?;
    let prod = after.checked_mul(row[p])?;
    Some(prod.checked_add(1)?)
}

rsgpu::kernel! {
    pub fn u24_option_question(m: &[i32], width: usize, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            out[r] = first_neg_then(row, 2).unwrap_or(i32::MIN) / 2 + first_neg_then(row, 1).map_or(0, |v| v % 10);
        }
    }
}
