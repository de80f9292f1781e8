//! Rabin-Karp rolling hashes of every window of m bytes: thread i hashes `text[i..i + m]` with
//! `wrapping_mul`/`wrapping_add` mod 2^64, compares with the pattern's hash (`wrapping_pow` for the top
//! power), and rolls one byte further with `wrapping_sub` to also test window i + 1.
#![no_std]
use rsgpu::*;

const BASE: u64 = 257;

fn hash(s: &[u8]) -> u64 {
    s.iter().fold(0u64, |h, &b| h.wrapping_mul(BASE).wrapping_add(b as u64))
}

rsgpu::kernel! {
    pub fn u29_rabin_karp(text: &[u8], pat: &[u8], hits: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = pat.len();
        if i >= hits.len() || m == 0 || i + m > text.len() {
            return;
        }
        let hp = hash(pat);
        let h = hash(&text[i..i + m]);
        let mut flags = (h == hp && &text[i..i + m] == pat) as u8;
        if let Some(&next) = text.get(i + m) {
            let top = BASE.wrapping_pow(m as u32 - 1);
            let rolled = h.wrapping_sub((text[i] as u64).wrapping_mul(top)).wrapping_mul(BASE).wrapping_add(next as u64);
            flags |= ((rolled == hp) as u8) << 1;
            flags |= ((rolled == hash(&text[i + 1..i + 1 + m])) as u8) << 2;
        }
        hits[i] = flags;
    }
}
