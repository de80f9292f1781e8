//! `while` loops with compound conditions: Euclid's gcd, a manual binary search (lower bound) in a
//! sorted key slice, and `binary_search`/`partition_point` from core for comparison.
#![no_std]
use rsgpu::*;

fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 && a != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a.max(b)
}

fn lower_bound(keys: &[u32], q: u32) -> usize {
    let (mut lo, mut hi) = (0usize, keys.len());
    while lo < hi && hi <= keys.len() {
        let mid = lo + (hi - lo) / 2;
        if keys[mid] < q { lo = mid + 1; } else { hi = mid; }
    }
    lo
}

rsgpu::kernel! {
    pub fn u27_while_gcd_search(keys: &[u32], qs: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= qs.len() || (i + 1) * 4 > out.len() {
            return;
        }
        let q = qs[i];
        out[4 * i] = gcd(q, keys.get(i).copied().unwrap_or(0));
        out[4 * i + 1] = lower_bound(keys, q) as u32;
        out[4 * i + 2] = keys.partition_point(|&k| k < q) as u32;
        out[4 * i + 3] = match keys.binary_search(&q) { Ok(_) => 1, Err(p) => 2 + p as u32 };
    }
}
