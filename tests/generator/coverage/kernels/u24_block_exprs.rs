//! Block expressions, shadowing, `let (a, b) = if .. {..} else {..}`, and `if` inside `match` guards.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_block_exprs(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= out.len() {
            return;
        }
        let v = x[i];
        let v = {
            let t = v * 3;
            t - (t >> 2)
        };
        let (lo, hi) = if v < 0 { (v, -v) } else { (-v, v) };
        let v = match v {
            n if n % 5 == 0 => n / 5,
            n if n > 100 => n - 100,
            n => n + lo + hi,
        };
        out[i] = v;
    }
}
