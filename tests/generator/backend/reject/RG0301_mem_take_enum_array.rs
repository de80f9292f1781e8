//! `core::mem::take` of a crate type whose Default is a function of the
//! crate (`#[derive(Default)]` on a data enum, `#[default]` a unit variant)
//! is `mem::replace(&mut t, <Tok as Default>::default())` since session 27
//! (coverage r22_enum_mem_take, r22_enum_mem_replace_take); of an array of
//! them the Default is core's (element by element), which rsgpu-gen does
//! not run: refused with the reason, not left to a static_assert in the
//! C++ (rsgpu::rust::mem_take replaces with zero, scalars only).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Default)]
enum Tok {
    Num(u32),
    #[default]
    Empty,
}

rsgpu::kernel! {
    pub fn mem_take_enum_array(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < out.len() {
            let mut t = [Tok::Num(x[i]), Tok::Empty];
            let old = core::mem::take(&mut t);
            out[i] = match (old[0], t[0]) {
                (Tok::Num(v), Tok::Empty) => v,
                _ => 0,
            };
        }
    }
}
// CHECK: error[RG0301]: cannot emit `core::mem::take` of a
