//! Branch it29: `<[T; N]>::try_from(&s[a..b])` / `s.try_into()` (Result<[T; N], TryFromSliceError>):
//! Ok for the exact length, Err for a shorter and a longer slice, an empty slice, matched,
//! `.ok()`, `.is_ok()`, `unwrap_or`; `s.get(a..b)` (None when a > b or b > len, Some of an empty
//! slice when a == b); const-generic crate fns passed as function items (`max_of::<3>`,
//! `sum_of::<2>` to `Option::map`).
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn max_of<const N: usize>(a: [u32; N]) -> u32 {
    a.iter().fold(0, |m, &v| m.max(v))
}

fn sum_of<const N: usize>(a: [u32; N]) -> u32 {
    a.iter().fold(0u32, |m, &v| m.wrapping_add(v))
}

fn load<const N: usize>(x: &[u32], at: usize, len: usize) -> Option<[u32; N]> {
    let s = x.get(at..at + len)?;
    s.try_into().ok()
}

rsgpu::kernel! {
    pub fn it29_try_from_slice(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let n = x.len();
            let k = i % 5;
            let hi = (i + k).min(n);
            let s = &x[i..hi];
            let r1 = match <[u32; 3]>::try_from(s) {
                Ok(a) => a[0] % 1000 + a[1] % 1000 * 3 + a[2] % 1000 * 7,
                Err(_) => 5000 + k as u32,
            };
            let r2 = 2 * <[u32; 2]>::try_from(s).is_ok() as u32
                + 4 * <[u32; 1]>::try_from(&x[..0]).is_ok() as u32;
            let arr: [u32; 4] = s.try_into().unwrap_or([1, 2, 3, 4]);
            let g1 = x.get(i..hi).map(|t| t.len() as u32).unwrap_or(99);
            let g2 = x.get(hi..i).map(|t| t.len() as u32).unwrap_or(98);
            let g3 = x.get(i..n + 1).map(|t| t.len() as u32).unwrap_or(97);
            let g4 = x.get(i..i).map(|t| t.len() as u32).unwrap_or(96);
            let m3 = load::<3>(x, i, k).map(max_of::<3>).unwrap_or(7);
            let m2 = load::<2>(x, i, 2).map(sum_of::<2>).unwrap_or(8);
            o1[i] = r1 ^ r2 << 24;
            o2[i] = arr[0] ^ arr[3].wrapping_mul(5) ^ g1 << 8 ^ g2 << 12 ^ g3 << 16 ^ g4 << 20;
            o3[i] = m3 ^ m2.wrapping_mul(3);
        }
    }
}
