//! Red team 22 (small sorts): `sort_unstable` of arrays of 0, 1, 2, 3, 19 and 20 elements of `i8`, `u64`, `i32` and `u16` (signed order, wide keys), and `sort_unstable_by_key` with a key of another type (`|e| e.abs()`).
#![no_std]
#![allow(unused)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r22_sort_sizes_types(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let mut e0: [u32; 0] = [];
            e0.sort_unstable();
            let mut e1 = [v];
            e1.sort_unstable();
            let mut e2 = [(v % 7) as i8 - 3, (v % 5) as i8 - 2];
            e2.sort_unstable();
            let mut e3 = [(v as u64) << 20, (v as u64) * 3, u64::MAX - v as u64];
            e3.sort_unstable();
            let mut a19 = [0i32; 19];
            for j in 0..19 {
                a19[j] = ((v.rotate_left(j as u32) % 200) as i32) - 100;
            }
            let mut k19 = a19;
            a19.sort_unstable();
            k19.sort_unstable_by_key(|e| e.abs());
            let mut a20 = [0u16; 20];
            for j in 0..20 {
                a20[j] = (v.rotate_right(j as u32) % 70000) as u16;
            }
            a20.sort_unstable();
            let mut h = e1[0] ^ (e2[0] as u8 as u32) << 8 ^ (e2[1] as u8 as u32) << 16 ^ e0.len() as u32;
            for e in e3.iter() {
                h = h.wrapping_mul(31).wrapping_add((*e ^ (*e >> 32)) as u32);
            }
            o1[i] = h;
            let mut g = 0u32;
            for j in 0..19 {
                g = g.wrapping_mul(31).wrapping_add(a19[j] as u32).wrapping_add((k19[j] as u32) << 12);
            }
            o2[i] = g;
            let mut f = 0u32;
            for e in a20.iter() {
                f = f.wrapping_mul(31).wrapping_add(*e as u32);
            }
            o3[i] = f;
        }
    }
}
