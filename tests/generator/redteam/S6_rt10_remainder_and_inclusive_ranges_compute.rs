//! Run case (twin): the newly translated `ChunksExact::remainder` and inclusive ranges compute what rustc's code does, with every emulator check on. `x.chunks_exact(w).remainder()` indexed under `i < rem.len()` (w = 4, 3, 10, 11 over 10 elements: the tail [8, 9], [9], nothing, all ten; a wrong pointer or length would read past the tail or past x), and per thread `(a..=b).fold(..)`, `(a..=b).step_by(2)`, `x..=u8::MAX` (wrapping start, so some threads take MAX last after a long run), `(a..=b).sum()`; expected values computed on the host.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn inclusive_and_remainder(x: &[f32], w: usize, b: u32, y: &mut [f32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let rem = x.chunks_exact(w).remainder();
        if i < y.len() {
            y[i] = if i < rem.len() { rem[i] } else { -1.0 };
        }
        if 4 * i + 3 < z.len() {
            let a = i as u32;
            z[4 * i] = (a..=b).fold(0u32, |s, k| s.wrapping_mul(3).wrapping_add(k));
            let mut d = 0u32;
            for k in (a..=b).step_by(2) { d = d.wrapping_mul(5).wrapping_add(k); }
            z[4 * i + 1] = d;
            let mut c = 0u32;
            for k in (a as u8).wrapping_add(250)..=u8::MAX { c = c.wrapping_mul(7).wrapping_add(k as u32); }
            z[4 * i + 2] = c;
            z[4 * i + 3] = (a..=b).sum::<u32>();
        }
    }
}
