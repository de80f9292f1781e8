//! `impl W for G<u32>` is told from `impl W for G<f32>` by the generic
//! arguments (ir/ImplMatch.cpp) only when every name in them is a type
//! rustc prints: `G<U>` with `type U = u32;` may be `G<f32>`'s impl for all
//! rsgpu-gen reads, so `<G<f32> as W>::weight` (the default) is refused,
//! never guessed. The twin, `G<u32>` beside `G<f32>`, is in coverage
//! s26_impl_near_misses.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct G<T> {
    #[allow(dead_code)]
    t: T,
}
type U = u32;
impl W for G<U> {
    fn weight(d: u32) -> u32 {
        d * 3
    }
}
impl W for G<f32> {}

rsgpu::kernel! {
    pub fn impl_generic_arg_alias(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <G<f32> as W>::weight(x[i]) + <G<u32> as W>::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<G<f32> as W>::weight` runs
