//! `Option` chain: `filter`, `map_or`, `or_else`, `xor`, `is_some_and`, `take` on a local.
#![no_std]
use rsgpu::*;

fn positive(v: i32) -> Option<i32> {
    if v > 0 { Some(v) } else { None }
}

rsgpu::kernel! {
    pub fn u24_option_chain(x: &[i32], y: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let a = positive(x[i]).filter(|v| v % 3 != 0);
            let b = positive(y[i]).or_else(|| positive(-y[i]));
            let only = a.xor(b).map_or(-1, |v| v * 2);
            let big = a.is_some_and(|v| v > 50) as i32;
            let mut slot = b;
            let taken = slot.take().unwrap_or(0);
            out[i] = only + big * 1000 + taken * 10000 + slot.is_none() as i32;
        }
    }
}
