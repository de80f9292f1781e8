//! `core::mem::take` of an enum with data whose `#[default]` is a unit
//! variant (red team 22): rsgpu::rust::mem_take replaces with zero, which
//! holds only for scalars (and None for an Option); the enum's Default is a
//! function of the crate. Refused with the reason, not left to a
//! static_assert in the C++ (before session 26 the translation succeeded and
//! nvcc failed). At O3 rustc inlines the Default and it translates.
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
    pub fn mem_take_data_enum(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < out.len() {
            let mut t = Tok::Num(x[i]);
            let old = core::mem::take(&mut t);
            out[i] = match (old, t) {
                (Tok::Num(v), Tok::Empty) => v,
                _ => 0,
            };
        }
    }
}
// CHECK: error[RG0301]: cannot emit `core::mem::take` of a `Tok` (its `Default` is no zero value
