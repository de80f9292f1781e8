//! Integer semantics: wrapping vs checked arithmetic, masked shifts, bit ops.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn int_math(xs: &[u32], out: &mut [u32], shift: u32, signed: &mut [i32]) {
        let i = thread_idx_x() as usize;
        if i < xs.len() && i < out.len() && i < signed.len() {
            let x = xs[i];
            let a = x.wrapping_mul(2654435761);
            let b = (x << (shift & 31)) ^ (x >> 3);
            let c = x.count_ones() + x.leading_zeros();
            let d = core::cmp::min(a, b) | c;
            out[i] = d + (i as u32);
            let s = signed[i];
            signed[i] = (s >> 2) / 3 - (s % 7);
        }
    }
}
