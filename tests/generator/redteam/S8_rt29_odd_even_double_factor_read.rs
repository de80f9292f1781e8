//! S8 misuse (red team 29): read `s[(2c)(2t+1)-1]`, write `s[c(2t+2)-1]`: thread 1 reads 6c - 1, which thread 2 writes. Docs: RG0220 (two factors).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_double_factor_read(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let c = 1usize; let c2 = c * 2;
        if t < 64 { let ai = c2 * (2 * t + 1) - 1; let bi = c * (2 * t + 2) - 1; s[bi] += s[ai]; } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
