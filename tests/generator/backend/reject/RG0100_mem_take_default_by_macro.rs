//! `core::mem::take(&mut s)` runs the crate's `<St as Default>::default`
//! (since session 27); here St's and Other's `Default` impls are written by
//! one macro (one span, one MIR name for both expansions), so which impl's
//! `default` the take leaves behind is refused, never guessed. The twin
//! (impls written out) is coverage r22_enum_mem_replace_take.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum St {
    Run(u32),
    Stop,
}
#[derive(Clone, Copy, PartialEq)]
enum Other {
    Go(u32),
    Halt,
}
macro_rules! dflt {
    ($t:ident, $v:expr) => {
        impl Default for $t {
            fn default() -> Self {
                $v
            }
        }
    };
}
dflt!(St, St::Run(77));
dflt!(Other, Other::Halt);

rsgpu::kernel! {
    pub fn mem_take_default_by_macro(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < out.len() {
            let mut s = if x[i] % 2 == 0 { St::Stop } else { St::Run(x[i]) };
            let mut o = if x[i] % 3 == 0 { Other::Halt } else { Other::Go(x[i]) };
            let old = core::mem::take(&mut s);
            let oo = core::mem::take(&mut o);
            out[i] = match (old, s, oo, o) {
                (St::Run(v), St::Run(w), Other::Go(g), Other::Halt) => v + w + g,
                _ => 0,
            };
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<St as Default>::default` runs
