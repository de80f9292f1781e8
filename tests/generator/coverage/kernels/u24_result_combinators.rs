//! `Result` built with `if`, then `map`, `and_then`, `map_err`, `unwrap_or`, `is_ok`.
#![no_std]
use rsgpu::*;

fn parse_digit(b: u8) -> Result<u32, u32> {
    if b.is_ascii_digit() {
        Ok((b - b'0') as u32)
    } else {
        Err(b as u32)
    }
}

fn halve_even(v: u32) -> Result<u32, u32> {
    if v % 2 == 0 { Ok(v / 2) } else { Err(v) }
}

rsgpu::kernel! {
    pub fn u24_result_combinators(s: &[u8], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let r = parse_digit(s[i]).map(|d| d * 3).and_then(halve_even);
            let ok = r.is_ok() as u32;
            out[i] = r.map_err(|e| e + 1000).unwrap_or(500) + ok * 10000;
        }
    }
}
