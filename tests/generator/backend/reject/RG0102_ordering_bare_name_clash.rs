//! rustc's MIR names core::cmp::Ordering's variants bare (`const Less` at
//! O3) and a root const of the crate the same (`const Less`); both are i8
//! to rsgpu-gen, so which one `_0 = const Less;` is cannot be told: refused
//! (before session 27 the crate's `const Less: i8 = 7` was taken for
//! `Ordering::Less`, a mistranslation). The twin without the const is
//! coverage s27_ordering_values.
// OPT-LEVELS: 3
#![no_std]
#![allow(non_upper_case_globals)]
use rsgpu::*;

const Less: i8 = 7;

#[inline(never)]
fn order(a: u32, b: u32) -> core::cmp::Ordering {
    if a < b {
        core::cmp::Ordering::Less
    } else if a == b {
        core::cmp::Ordering::Equal
    } else {
        core::cmp::Ordering::Greater
    }
}

rsgpu::kernel! {
    pub fn ordering_bare_name_clash(x: &[u32], y: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = order(x[i], 5) as i32 + Less as i32;
        }
    }
}
// CHECK: error[RG0102]: the constant `Less` may be `core::cmp::Ordering::Less`
