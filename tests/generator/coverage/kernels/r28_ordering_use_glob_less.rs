//! Red team 28: `use core::cmp::Ordering::*;` then bare `Less`/`Greater`/`Equal` in patterns and `==`, `max`/`min` of Orderings, `then`, `is_lt`. Docs: Ordering values and `==` of Orderings: rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

use core::cmp::Ordering;
use core::cmp::Ordering::*;

rsgpu::kernel! {
    pub fn r28_ordering_use_glob_less(x: &[u32], o1: &mut [u32], o2: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() {
            let v = x[i] % 1000;
            let a = v.cmp(&300);
            let b = (v % 7).cmp(&3);
            let t = a.then(b);
            let r1 = match t { Less => 1, Equal => 2, Greater => 3 } + 10 * (a == Less) as u32 + 100 * (b == Greater) as u32;
            let r2 = (t.is_lt() as u32) + 2 * (a.max(b) == Greater) as u32 + 4 * (a.min(b) == Less) as u32 + 8 * (t.is_ge() as u32);
            o1[i] = r1;
            o2[i] = r2;
        }
    }
}
