//! `Option::unwrap_or_default` of a crate type: core runs `T::default()`
//! only for None. rsgpu-gen calls the crate's Default before the test
//! (`unwrap_or(o, T::default())`) only where that call cannot panic, loop
//! or touch anything — a derived Default of a fieldless enum (red team 28's
//! `#[default]` on a later variant: coverage r28_unwrap_or_default_crate), a
//! struct of numbers, a body building a value from constants. A Default
//! that calls another function of the crate is refused (red team 28 found
//! all of them emitted as a zero at opt-level 0).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
struct Scale(u32);

impl Scale {
    fn new(k: u32) -> Scale {
        Scale(k * 3)
    }
}

impl Default for Scale {
    fn default() -> Scale {
        Scale::new(4)
    }
}

rsgpu::kernel! {
    pub fn unwrap_or_default_impure_default(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < out.len() {
            let m = if x[i] > 3 { Some(Scale(x[i])) } else { None };
            out[i] = m.unwrap_or_default().0;
        }
    }
}
// CHECK: error[RG0301]: cannot emit `Option::unwrap_or_default` of an `Option<Scale>` (its `Default` is no zero value and not one rsgpu-gen may call before the test
