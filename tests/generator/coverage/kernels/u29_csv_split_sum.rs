//! Parsing a comma-separated record of decimal fields per thread: `split(|&b| b == b',')`, each field folded
//! to a number (`fold` with `wrapping_mul`), empty fields counted; `u8::is_ascii_digit` filters noise.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_csv_split_sum(text: &[u8], len: usize, sums: &mut [u32], empties: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if len == 0 || i >= sums.len() || i >= empties.len() {
            return;
        }
        let Some(rec) = text.chunks_exact(len).nth(i) else { return; };
        let mut total = 0u32;
        let mut empty = 0u32;
        for field in rec.split(|&b| b == b',') {
            if field.is_empty() {
                empty += 1;
                continue;
            }
            let v = field
                .iter()
                .filter(|b| b.is_ascii_digit())
                .fold(0u32, |acc, &b| acc.wrapping_mul(10).wrapping_add((b - b'0') as u32));
            total = total.wrapping_add(v);
        }
        sums[i] = total;
        empties[i] = empty;
    }
}
