//! Red team 28: `core::cmp::Ordering` values (`v.cmp(&500)`, compared `== Ordering::Less`, matched, `as i8`) beside a module's `const Less: i32 = 7` / `Greater` and a crate enum with variants `Less`/`Equal`/`Greater` (`MyOrd::Less as u32 = 10`). Docs (rust-coverage.md: Ordering values rustc prints bare; a crate const named `Less` at the root is RG0102): rustc's values or RG0102.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

use core::cmp::Ordering;
mod k {
    pub const Less: i32 = 7;
    pub const Greater: i32 = -9;
}
#[derive(Clone, Copy, PartialEq)]
enum MyOrd { Less = 10, Equal = 20, Greater = 30 }
#[inline(never)]
fn mine(a: u32, b: u32) -> MyOrd { if a < b { MyOrd::Less } else if a == b { MyOrd::Equal } else { MyOrd::Greater } }

rsgpu::kernel! {
    pub fn r28_ordering_vs_crate_names(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let c = v.cmp(&500);
            let r1 = match c { Ordering::Less => (k::Less + 100) as u32, Ordering::Equal => 3, Ordering::Greater => (k::Greater + 100) as u32 };
            let r2 = (c == Ordering::Less) as u32 + 2 * (c == Ordering::Greater) as u32 + 4 * ((c as i8) + 1) as u32;
            let m = mine(v, 500);
            let r3 = m as u32 + (m == MyOrd::Less) as u32 * 1000 + (c.reverse() == Ordering::Less) as u32 * 7;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
