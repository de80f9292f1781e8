//! Branch it29: `flat_map` to arrays of values, its edge cases: an empty inner iterator
//! (`x[i..i]`, `take(0)`), arrays of length 0, 1 and 3, tuples as items, over a range, a chain of
//! `filter`/`map`/`count`/`sum`/`fold`/`max`/`last` after it, a `for` loop over it (its `next`),
//! and a closure capturing the thread's data.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it29_flat_map(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let n = x.len();
            let k = i % 5;
            let s = &x[i..(i + k).min(n)];
            let v = x[i] % 1000;
            // sums of a small window's expansions (empty for k == 0)
            let a: u32 = s.iter().flat_map(|&p| [p % 100, p % 7, v]).sum();
            let b = s.iter().take(k / 2).flat_map(|&p| [p & 0xff, p >> 24]).filter(|q| q % 2 == 0).count() as u32;
            let c: u32 = (0..k as u32).flat_map(|j| [j, j * v]).fold(1u32, |acc, q| acc.wrapping_mul(31).wrapping_add(q));
            let d = s.iter().flat_map(|&p| [p % 13]).max().unwrap_or(99);
            let e = s.iter().flat_map(|_| [0u32; 0]).count() as u32;
            let f = s.iter().flat_map(|&p| [(p % 10, 1u32), (v % 10, 2)]).map(|(u, w)| u * w).sum::<u32>();
            let mut g = 0u32;
            for q in s.iter().flat_map(|&p| [p % 17, (p / 17) % 17]) {
                g = g.wrapping_mul(17).wrapping_add(q);
            }
            let l = (0..k).flat_map(|j| [j as u32 + v]).last().unwrap_or(55);
            o1[i] = a ^ b << 28;
            o2[i] = c ^ d.wrapping_mul(1000) ^ e << 31;
            o3[i] = f ^ g.wrapping_mul(3) ^ l.wrapping_mul(7);
        }
    }
}
