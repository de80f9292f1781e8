//! `u128`/`i128` arithmetic (branch cr25): widening casts, checked `*`, `+`,
//! `-`, unary `-` (overflow checks at O0), signed `/`, `%` and `>>`,
//! wrapping `*` past 2^128, shifts of a u128, comparisons, `max`,
//! `u128::from`, and the halves written back as u64/i64.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn core_int128(a: &[u64], b: &[u64], lo: &mut [u64], hi: &mut [u64], misc: &mut [i64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < a.len() && i < b.len() && i < lo.len() && i < hi.len() && i < misc.len() {
            let s = a[i] as i64 as i128;
            let t = b[i] as i64 as i128;
            let u = u128::from(a[i]);
            let p = s * t;
            let q = p + u as i128;
            let r = q - (p >> 3);
            let d = if t != 0 { p / t + p % 7 } else { -p };
            let w = u.wrapping_mul(u).wrapping_mul(u ^ 0x9e37_79b9_7f4a_7c15);
            let x = ((p as u128) >> 100) ^ ((p as u128) << 5);
            let m = if p < q { q.max(r) } else { -r };
            lo[i] = (r as u64) ^ (w as u64) ^ (x as u64);
            hi[i] = ((r >> 64) as u64) ^ ((w >> 64) as u64) ^ ((x >> 64) as u64);
            misc[i] = (d as i64) ^ ((d >> 64) as i64) ^ (m as i64) ^ ((m >> 70) as i64);
        }
    }
}
