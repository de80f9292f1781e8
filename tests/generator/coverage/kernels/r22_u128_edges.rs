//! Red team 22 (u128/i128): shifts by 127 and by a per-thread amount, `u128::MAX / x`, remainders by 64-bit and >64-bit divisors, 64 x 64 -> 128 products and their high halves, `as` casts both ways (u128 -> u8/u32/u64/i64/i128, negative i128 -> u128, i64 -> i128 -> u128), signed `>>` of negative i128, `i128::MIN / 3` and `% 3`, comparisons; nothing overflows.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn fold(x: u128) -> u32 {
    (x ^ (x >> 32) ^ (x >> 64) ^ (x >> 96)) as u32
}

rsgpu::kernel! {
    pub fn r22_u128_edges(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let w = v.rotate_left(13) ^ 0x5bd1_e995;
            let a: u128 = ((v as u128) << 96) | ((w as u128) << 40) | (v as u128 ^ 0xabc);
            let b: u128 = ((w as u128) << 70) | (v as u128);
            let sh = v % 128;
            let p = (v as u64 | 1) as u128 * (u64::MAX - w as u64) as u128;
            let q = u128::MAX / (a | 1);
            let r1 = a % 0xffff_ffff_ffff_fffb_u128;
            let r2 = a % (b | (1u128 << 100));
            let d2 = a / (b | (1u128 << 100));
            let s = -((a >> 1) as i128);
            let c1 = (a >> 127) as u32 + 2 * ((a << 127) >> 127) as u32 + 4 * ((1u128 << 127) >> sh == a >> 127 << 127 >> sh) as u32;
            o1[i] = fold(q) ^ fold(r1).rotate_left(3) ^ fold(r2).rotate_left(7) ^ fold(d2).rotate_left(11) ^ c1.rotate_left(29);
            o2[i] = fold(p) ^ ((p >> 64) as u32).rotate_left(5) ^ fold(a >> sh).rotate_left(9) ^ fold(b << sh).rotate_left(13) ^ (a as u8 as u32) ^ ((a as i64) as u32);
            let m = i128::MIN;
            o3[i] = fold((s / 7) as u128) ^ fold((s % 7) as u128).rotate_left(3) ^ fold((s >> 127) as u128).rotate_left(5) ^ fold((s >> sh) as u128).rotate_left(7) ^ fold((m / 3) as u128).rotate_left(9) ^ fold((m % 3) as u128).rotate_left(11) ^ fold((-(v as i64)) as i128 as u128).rotate_left(13) ^ ((s < (b as i128)) as u32) << 31 ^ ((a > b) as u32) << 30 ^ fold((v as i32) as i128 as u128 >> 100).rotate_left(17);
        }
    }
}
