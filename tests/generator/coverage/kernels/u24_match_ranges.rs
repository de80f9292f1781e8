//! `match` on integer ranges, on a tuple, and `matches!`.
#![no_std]
use rsgpu::*;

fn digits(v: u32) -> u32 {
    match v {
        0..=9 => 1,
        10..=99 => 2,
        100..=999 => 3,
        _ => 4,
    }
}

rsgpu::kernel! {
    pub fn u24_match_ranges(a: &[u32], b: &[i32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let quadrant = match (a[i] % 2 == 0, b[i].signum()) {
                (true, 1) => 10,
                (true, _) => 20,
                (false, -1) => 30,
                (false, 0) | (false, 1) => 40,
                _ => 50,
            };
            let small = matches!(a[i] % 16, 1 | 3 | 5..=9) as u32;
            out[i] = digits(a[i]) + quadrant + 100 * small;
        }
    }
}
