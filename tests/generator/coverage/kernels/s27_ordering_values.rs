//! Session 27 (branch cov27): `core::cmp::Ordering` values, which rustc's
//! MIR names bare (`_0 = Less;` at O0, `const Equal` at O3), beside a crate
//! enum with variants of the same names and other discriminants (printed
//! `Mine::Less`); `==` of two Orderings. (A root `const Less: i8`, printed
//! `const Less` too, is refused: reject RG0102_ordering_bare_name_clash.)
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Mine {
    Less = 5,
    Equal = 9,
    Greater = 13,
}

#[inline(never)]
fn order(a: u32, b: u32) -> core::cmp::Ordering {
    if a % 7 < b % 7 {
        core::cmp::Ordering::Less
    } else if a % 7 == b % 7 {
        core::cmp::Ordering::Equal
    } else {
        core::cmp::Ordering::Greater
    }
}
#[inline(never)]
fn mine(a: u32) -> Mine {
    match a % 3 {
        0 => Mine::Less,
        1 => Mine::Equal,
        _ => Mine::Greater,
    }
}

rsgpu::kernel! {
    pub fn s27_ordering_values(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let o = order(v, v >> 3);
            o1[i] = (o as i8 + 1) as u32 + 10 * (o == core::cmp::Ordering::Equal) as u32;
            o2[i] = mine(v) as u32 + 100 * (mine(v >> 2) == Mine::Less) as u32;
            o3[i] = (order(v >> 1, 3) == order(v, 3)) as u32
                + 1000 * (order(v, 3) != core::cmp::Ordering::Less) as u32;
        }
    }
}
