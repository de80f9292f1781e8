//! `core::mem::replace` and `mem::take` on locals: a two-stage pipeline over a row.
#![no_std]
use core::mem;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_mem_replace_take(m: &[i32], width: usize, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let mut prev = 0i32;
            let mut acc = 0i32;
            let mut pending = 0i32;
            for &v in &m[r * width..(r + 1) * width] {
                let old = mem::replace(&mut prev, v);
                acc += (v - old) * mem::take(&mut pending);
                pending += v;
            }
            out[r] = acc + prev * 3 + pending;
        }
    }
}
