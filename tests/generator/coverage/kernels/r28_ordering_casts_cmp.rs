//! Red team 28: `Ordering` values cast (`c as i8`, `c as i8 as u8` = 255 for Less, `c as i32`), compared by `<`/`>=` (`Ordering::Less < Ordering::Equal`), `is_le`/`is_gt`/`is_ne`, `max`/`min` of two Orderings, `cmp` of Orderings, and kept in an array indexed by `(c as i8 + 1)`. Docs (rust-coverage.md: Ordering values; `==` of Orderings): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

use core::cmp::Ordering;

rsgpu::kernel! {
    pub fn r28_ordering_casts_cmp(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let c = v.cmp(&500);
            let d = (v % 7).cmp(&3);
            let r1 = (c as i8 as u8) as u32 | ((c as i32 + 5) as u32) << 8 | ((d as i8 as u8) as u32) << 16;
            let r2 = (c < Ordering::Equal) as u32 | ((c >= d) as u32) << 1 | (c.is_le() as u32) << 2 | (d.is_gt() as u32) << 3 | (c.is_ne() as u32) << 4
                | ((c.max(d) == Ordering::Greater) as u32) << 5 | ((c.min(d) == Ordering::Less) as u32) << 6 | ((c.cmp(&d) == Ordering::Less) as u32) << 7;
            let tab = [10u32, 20, 30];
            let r3 = tab[(c as i8 + 1) as usize] + tab[(d as i8 + 1) as usize] * 100;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
