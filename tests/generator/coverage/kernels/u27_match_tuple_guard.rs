//! `match` on a tuple with ranges, guards, `|` alternatives and bindings `n @ 10..=19`; classifies
//! (value, flag) pairs into codes.
#![no_std]
use rsgpu::*;

fn classify(v: i32, flag: u8) -> u32 {
    match (v, flag % 4) {
        (0, _) => 1,
        (i32::MIN..=-1000, 0 | 1) => 2,
        (x, 2) if x % 2 == 0 => 3,
        (n @ 10..=19, _) => 100 + n as u32,
        (_, 3) | (1..=9, _) => 4,
        (x, f) if x > 0 && f == 1 => 5 + (x % 7) as u32,
        _ => 6,
    }
}

rsgpu::kernel! {
    pub fn u27_match_tuple_guard(vals: &[i32], flags: &[u8], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let (Some(&v), Some(&f)) = (vals.get(i), flags.get(i)) {
            if i < out.len() {
                out[i] = classify(v, f);
            }
        }
    }
}
