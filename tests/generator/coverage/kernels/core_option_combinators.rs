#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// slice::get, Option::zip/map/unwrap_or_default.
    pub fn core_option_combinators(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let first = x.get(i);
            let next = x.get(i + 1);
            out[i] = match first.zip(next) {
                Some((a, b)) => a.max(b) - a.min(b),
                None => first.map(|v| v * 2).unwrap_or_default(),
            };
        }
    }
}
