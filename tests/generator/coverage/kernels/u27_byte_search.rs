//! Count occurrences of a byte pattern in a text: one start position per thread, one atomic total,
//! plus a per-position flag; the match uses `starts_with` on a subslice and `windows`-free indexing.
#![no_std]
use core::sync::atomic::Ordering;
use rsgpu::*;

fn matches_at(text: &[u8], pat: &[u8], i: usize) -> bool {
    !pat.is_empty() && text.len() >= pat.len() && i <= text.len() - pat.len() && text[i..].starts_with(pat)
}

rsgpu::kernel! {
    pub fn u27_byte_search(text: &[u8], pat: &[u8], hits: &mut [u8], total: &Atomic<u32>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < hits.len() {
            let m = matches_at(text, pat, i);
            hits[i] = m as u8;
            if m {
                total.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}
