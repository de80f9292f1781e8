//! S6: `x.split_at(mid)` with `mid` a kernel parameter past `x.len()`: Rust
//! panics ("mid > len"); the generated kernel must too, never hand out a
//! `hi` half that starts past the end. S6_rt2_split_at_past_end.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_at_past_end(x: &[f32], mid: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, hi) = x.split_at(mid);
        if i < y.len() {
            let a = if i < lo.len() { lo[i] } else { 0.0 };
            let b = if i < hi.len() { hi[i] } else { 0.0 };
            y[i] = a + b;
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
