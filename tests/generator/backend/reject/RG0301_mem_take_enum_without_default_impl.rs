//! `core::mem::take` of a crate's fieldless enum: held as its repr integer,
//! but its Default is the crate's (`#[default]` variant), which rsgpu-gen
//! calls (`mem::replace(&mut t, <E as Default>::default())`, coverage
//! r28_mem_take_fieldless_enum). Of an array of such enums the Default is
//! core's, element by element, which rsgpu-gen does not run: refused, not
//! emitted as a zero (red team 28: variant 0 was left behind).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Default, PartialEq)]
enum Mode {
    Off,
    #[default]
    Slow,
}

rsgpu::kernel! {
    pub fn mem_take_enum_without_default_impl(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < out.len() {
            let mut m = [if x[i] > 3 { Mode::Off } else { Mode::Slow }; 2];
            let old = core::mem::take(&mut m);
            out[i] = old[0] as u32 * 2 + m[1] as u32;
        }
    }
}
// CHECK: error[RG0301]: cannot emit `core::mem::take` of a `[Mode; 2]` (its `Default` is no zero value
