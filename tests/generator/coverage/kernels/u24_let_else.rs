//! `let ... else` and `if let` on `slice::get`: a neighbour difference.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_let_else(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let Some(&here) = x.get(i) else {
            return;
        };
        let mut d = 0.0;
        if let Some(&next) = x.get(i + 1) {
            d = next - here;
        }
        if i < out.len() {
            out[i] = d;
        }
    }
}
