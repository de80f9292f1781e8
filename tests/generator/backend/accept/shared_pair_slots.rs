//! S8 pair slots (analyses.md "S8 — shared-memory phases"): the bitonic
//! compare-exchange `let p = t ^ j; if p > t { .. s[t] .. s[p] .. }` (and
//! its mirror `p < t`), and the Blelloch sweeps' `offset * (2t + 1) - 1`,
//! `offset * (2t + 2) - 1` with `offset` updated before the level's barrier
//! or from a kernel parameter (any value: a collision lies past the array).
//! Near misses: reject/RG0220_xor_pair_*, RG0221_xor_pair_*,
//! RG0220_odd_even_*, RG0221_odd_even_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn pair_bitonic(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 64>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 64 + t;
        s[t] = if g < x.len() { x[g] } else { u32::MAX };
        sync_threads();
        let mut k = 2;
        while k <= 64 {
            let mut j = k / 2;
            while j > 0 {
                let p = t ^ j;
                if p > t {
                    let (a, b) = (s[t], s[p]);
                    if (a > b) == (t & k == 0) {
                        s[t] = b;
                        s[p] = a;
                    }
                }
                sync_threads();
                j /= 2;
            }
            k *= 2;
        }
        if g < out.len() {
            out[g] = s[t];
        }
    }
}

rsgpu::kernel! {
    pub fn pair_xor_mirror(x: &[u32], out: &mut [u32], j: usize) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 256 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let p = t ^ j;
        if p < t {
            let a = s[p];
            s[p] = s[t];
            s[t] = a;
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}

rsgpu::kernel! {
    pub fn pair_blelloch(x: &[u32], out: &mut [u32], c0: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let mut offset = 1;
        let mut d = 64;
        while d > 0 {
            if t < d {
                let ai = offset * (2 * t + 1) - 1;
                let bi = offset * (2 * t + 2) - 1;
                s[bi] = s[bi].wrapping_add(s[ai]);
            }
            offset *= 2;
            d /= 2;
            sync_threads();
        }
        let ai = c0.wrapping_mul(2 * t + 1).wrapping_sub(1);
        let bi = c0.wrapping_mul(2 * t + 2).wrapping_sub(1);
        let tmp = s[ai];
        s[ai] = s[bi];
        s[bi] = s[bi].wrapping_add(tmp);
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: kernel @pair_bitonic(
// CHECK: kernel @pair_xor_mirror(
// CHECK: kernel @pair_blelloch(
