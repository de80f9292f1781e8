//! Sum of a row up to its first negative value, with `while let` over an iterator.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_while_let(m: &[i32], width: usize, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let mut it = m[r * width..(r + 1) * width].iter();
            let mut s = 0i32;
            while let Some(&v) = it.next() {
                if v < 0 {
                    break;
                }
                s += v;
            }
            out[r] = s;
        }
    }
}
