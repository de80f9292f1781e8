//! `Option::unwrap_or_default` of a crate's fieldless enum whose
//! `#[default]` is not its first variant: the Default is the crate's (run
//! only for None), not the zero `rsgpu::rust::unwrap_or_default` returns
//! (red team 28 found it emitted so at opt-level 0: a wrong value). Refused
//! with the rewrite that translates; opt-level 3 inlines the default.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Default, PartialEq)]
enum Mode {
    Off,
    #[default]
    Slow,
    Fast,
}

rsgpu::kernel! {
    pub fn unwrap_or_default_crate_enum(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < out.len() {
            let m = if x[i] > 3 { Some(Mode::Fast) } else { None };
            out[i] = m.unwrap_or_default() as u32 + (Mode::Off as u32);
        }
    }
}
// CHECK: error[RG0301]: cannot emit `Option::unwrap_or_default` of an `Option<Mode>` (its `Default` is no zero value
