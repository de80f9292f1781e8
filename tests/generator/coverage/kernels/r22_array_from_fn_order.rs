//! Red team 22 (array::from_fn / map): `core::array::from_fn` and `[T; N]::map` with capturing `FnMut` closures whose side effects record the call order (core calls them for index 0, 1, ..), nested `from_fn`, lengths 0 and 1 (the closure of a 0-length `from_fn` never runs), `map` changing the element type (to `f32`, to tuples).
#![no_std]
#![allow(unused)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r22_array_from_fn_order(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let mut calls = 0u32;
            let a: [u32; 6] = core::array::from_fn(|j| {
                calls = calls.wrapping_mul(10).wrapping_add(j as u32 + 1);
                v.wrapping_add((j as u32).wrapping_mul(calls))
            });
            let z: [u32; 0] = core::array::from_fn(|_| {
                calls = calls.wrapping_add(1_000_000);
                1
            });
            let one: [u32; 1] = core::array::from_fn(|j| {
                calls = calls.wrapping_mul(3);
                v ^ j as u32
            });
            let mut log = 0u32;
            let b = a.map(|e| {
                log = log.wrapping_mul(7).wrapping_add(e);
                e ^ log
            });
            let m: [[u32; 3]; 4] = core::array::from_fn(|r| core::array::from_fn(|c| ((r * 3 + c) as u32).wrapping_mul(v) ^ calls));
            let f = b.map(|e| (e % 1000) as f32 * 0.5).map(|x| x.to_bits());
            let t = a.map(|e| (e, e % 3));
            let mut h = 0u32;
            for e in b.iter() {
                h = h.wrapping_mul(31).wrapping_add(*e);
            }
            o1[i] = calls ^ h ^ one[0] ^ z.len() as u32;
            let mut g = 0u32;
            for r in m.iter() {
                for e in r.iter() {
                    g = g.wrapping_mul(31).wrapping_add(*e);
                }
            }
            o2[i] = g ^ log;
            let mut k = 0u32;
            for j in 0..6 {
                k = k.wrapping_mul(31).wrapping_add(f[j]).wrapping_add(t[j].1 << 20);
            }
            o3[i] = k;
        }
    }
}
