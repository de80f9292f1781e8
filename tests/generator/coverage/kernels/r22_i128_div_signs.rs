//! Red team 22 (u128/i128): signed division and remainder over every sign combination and magnitudes near 2^127, 2^64 and 1 (Rust truncates toward zero; `%` takes the dividend's sign), and unsigned division of 128-bit values by divisors just below and above 2^64.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn fold(x: u128) -> u32 {
    (x ^ (x >> 32) ^ (x >> 64) ^ (x >> 96)) as u32
}

rsgpu::kernel! {
    pub fn r22_i128_div_signs(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let big = i128::MAX - (v as i128);
            let mid = ((v as i128) << 64) + (v as i128) + 1;
            let small = (v % 1000) as i128 + 1;
            let ns = [big, -big, mid, -mid, small, -small, i128::MIN + 1, 7];
            let ds = [small, -small, mid, -mid, 3, -3, (1i128 << 64) - 1, -(1i128 << 64) - 1];
            let mut h = 0u32;
            let mut g = 0u32;
            for p in 0..8 {
                for q in 0..8 {
                    let n = ns[p];
                    let d = ds[q];
                    h = h.wrapping_mul(31).wrapping_add(fold((n / d) as u128));
                    g = g.wrapping_mul(31).wrapping_add(fold((n % d) as u128));
                }
            }
            o1[i] = h;
            o2[i] = g;
            let ua = ((v as u128) << 100) | (v as u128);
            let u1 = ua / ((1u128 << 64) - 1);
            let u2 = ua / ((1u128 << 64) + 1);
            let u3 = ua % ((1u128 << 64) + (v as u128));
            o3[i] = fold(u1) ^ fold(u2).rotate_left(11) ^ fold(u3).rotate_left(22);
        }
    }
}
