//! Tuples compared lexicographically (`<`, `>=`, `==`, `Ord::max`/`min` of
//! `(u32, i32)` and a 3-tuple with an f32: NaN compares false), and `<=`/`>`
//! of a struct deriving PartialOrd (the trait's default method over the
//! crate's derived `partial_cmp`). Not yet: a derived PartialOrd with an f32
//! field at O3 (`const Option::<Ordering>::Some(Equal)`, RG0102).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, PartialOrd)]
struct Key {
    major: u32,
    minor: i32,
}

rsgpu::kernel! {
    pub fn tuple_partial_ord(a: &[u32], f: &[f32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < a.len() && i + 1 < f.len() && i < out.len() {
            let p = (a[i] % 4, a[i] as i32 - 5);
            let q = (a[i + 1] % 4, a[i + 1] as i32 - 5);
            let t = (a[i] % 2, f[i], a[i]);
            let u = (a[i + 1] % 2, f[i + 1], a[i + 1]);
            let k1 = Key { major: a[i] % 3, minor: a[i] as i32 };
            let k2 = Key { major: a[i + 1] % 3, minor: a[i + 1] as i32 };
            let bits = (p < q) as u32
                | ((p >= q) as u32) << 1
                | ((p == q) as u32) << 2
                | ((t < u) as u32) << 3
                | ((t != u) as u32) << 4
                | ((k1 <= k2) as u32) << 5
                | ((k1 > k2) as u32) << 6;
            out[i] = bits ^ p.max(q).0 << 8 ^ p.min(q).0 << 12;
        }
    }
}
// CHECK: kernel @tuple_partial_ord(
// CHECK-O0: core.tuple.lt
// CHECK-O0: core.cmp.partial_le
