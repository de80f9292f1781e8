//! Core calls handed closures (fp26): `Option::map_or_else` (the default
//! closure on None, the other on Some), `try_fold` with an Option result
//! (stops at the first None), `for_each` (over a slice, a range, a filter,
//! a step_by) and `step_by(k).fold(..)` over a slice and a range, each with
//! per-thread data.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn fp26_closure_consumers(x: &[u32], o: &mut [u32], k: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t = thread_idx_x();
        let v = x.get(i).copied().unwrap_or(3);
        let a = x.get(i).map_or_else(|| 1000 + t, |w| *w % 97 + t);
        let b = x.get(i + 5).map_or_else(|| 7u32, |w| w.wrapping_mul(3));
        let lim = v % 4000 + 500;
        let c = x.iter().take(12).try_fold(0u32, |acc, w| {
            let s = acc + (*w % 1000);
            if s > lim { None } else { Some(s) }
        });
        let cc = match c { Some(s) => s + 1, None => 77 };
        let d = (0..t % 9).try_fold(1u32, |acc, j| acc.checked_mul(j + 2)).unwrap_or(5);
        let mut e = 0u32;
        x.iter().take(10).for_each(|w| e = e.wrapping_add(*w ^ v));
        (0..t % 7).for_each(|j| e = e.wrapping_mul(3).wrapping_add(j));
        x.iter().filter(|w| **w % 3 == v % 3).take(5).for_each(|w| e ^= *w);
        let step = (t % 4 + 1) as usize;
        x.iter().step_by(step).take(6).for_each(|w| e = e.wrapping_add(*w));
        let f = x.iter().step_by(step).fold(0u32, |acc, w| acc.wrapping_add(*w % 13));
        let g = (0..k + t % 5).step_by(step).fold(1u32, |acc, j| acc.wrapping_mul(3) ^ j);
        if i < o.len() {
            o[i] = a ^ b.wrapping_add(cc) ^ d.wrapping_mul(7) ^ e ^ f.wrapping_mul(31) ^ g;
        }
    }
}
