//! Lexicographic comparison of tuples and of a derived `PartialOrd` struct; `Ord::max` on tuples.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, PartialOrd)]
struct Key {
    major: u32,
    minor: i32,
}

rsgpu::kernel! {
    pub fn u24_tuple_compare(a: &[u32], b: &[i32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < a.len() && i + 1 < b.len() && i < out.len() {
            let p = (a[i] % 4, b[i]);
            let q = (a[i + 1] % 4, b[i + 1]);
            let lt = (p < q) as u32;
            let m = p.max(q);
            let k1 = Key { major: a[i] % 3, minor: b[i] };
            let k2 = Key { major: a[i + 1] % 3, minor: b[i + 1] };
            let kle = (k1 <= k2) as u32;
            let keq = (k1 == k2) as u32;
            out[i] = lt | kle << 1 | keq << 2 | m.0 << 3 | ((m.1 + 10) as u32) << 8;
        }
    }
}
