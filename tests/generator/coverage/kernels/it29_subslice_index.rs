//! Branch it29: an element of a slice pattern's `rest @ ..` (O3 folds it to `(*s)[1:-1][0 of 1]`, a
//! constant index into a subslice; rsgpu-gen folds that to one index of the outer slice or array):
//! nested patterns `[a, b, mid @ .., z]` (`[2:-1]`) then `mid` matched `[m0, ..]`, `[.., p, q]`, `[m0, .., ml]`
//! over slices of lengths 0-8 (empty `mid`, a `mid` of one element), a local array's `rest` read
//! and written (`rest[0]`, `rest[rest.len() - 1]`, `[.., p, q] = rest`); and literal needles of `binary_search` (a promoted `&5` in core's closure at
//! O3): found, absent below/above/between, an empty slice, `u8` and `i64` widths.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn enc(r: Result<usize, usize>) -> u32 {
    match r {
        Ok(k) => 100 + k as u32,
        Err(k) => 200 + k as u32,
    }
}

rsgpu::kernel! {
    pub fn it29_subslice_index(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let n = x.len();
            let k = i % 9;
            let s: &[u32] = &x[i.min(n)..(i + k).min(n)];
            let r1 = match s {
                [a, b, mid @ .., z] => {
                    let inner = match mid {
                        [m0, .., ml] => m0.wrapping_mul(3) ^ ml.wrapping_mul(5),
                        [m0] => m0.wrapping_add(11),
                        [] => 17,
                    };
                    let tail = match mid {
                        [.., p, q] => p.wrapping_sub(*q),
                        _ => 19,
                    };
                    a ^ b.wrapping_mul(23) ^ z.wrapping_mul(7) ^ inner ^ tail.wrapping_mul(13) ^ (mid.len() as u32) << 28
                }
                [a, z] => a.wrapping_sub(*z),
                [a] => *a + 2,
                [] => 3,
            };
            let mut arr = [v, v + 1, v + 2, v + 3, v + 4, v + 5];
            if let [_, rest @ .., _] = &mut arr {
                rest[0] ^= 3;
                let l = rest.len() - 1;
                rest[l] = rest[l].wrapping_mul(9);
                if let [.., p, q] = rest {
                    *p += 100;
                    *q += 1000;
                }
            }
            o1[i] = r1;
            o2[i] = arr[1] ^ arr[4].wrapping_mul(11) ^ arr[3].wrapping_mul(13) ^ arr[0] ^ arr[5];
            let a = [1u32, 3, 5, 5, 5, 9, 12];
            let bytes = [2u8, 4, 8, 16, 32];
            let wide = [-7i64, -3, 0, 4, 4_000_000_000];
            let asl: &[u32] = &a;
            let e: &[u32] = &asl[..(i % 2) * 7];
            let sub = &asl[(i % 4)..];
            let r3 = enc(a.binary_search(&5)) % 3
                + 10 * (enc(a.binary_search(&0)) - 200)
                + 100 * (enc(a.binary_search(&13)) - 200)
                + 1000 * (enc(a.binary_search(&10)) - 200)
                + 10000 * (enc(e.binary_search(&9)) - 100)
                + 100000 * (enc(sub.binary_search(&3)) - 100)
                + 1000000 * (enc(bytes.binary_search(&16)) - 100)
                + 10000000 * (enc(wide.binary_search(&-3)) - 100)
                + (enc(wide.binary_search(&4_000_000_001)) - 200) * 7;
            o3[i] = r3 ^ v;
        }
    }
}
