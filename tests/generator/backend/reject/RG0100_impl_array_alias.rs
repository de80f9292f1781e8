//! An array header is read (`impl W for [A; 2]`), an alias of one is not
//! (`type Arr = [A; 2];`: ir/ImplMatch.cpp reads an alias of a path type
//! only): which impl `<[A; 3] as W>::weight` runs (the default) is refused,
//! never guessed. The twin, `[A; 2]` beside `[A; 3]`, is in coverage
//! s26_impl_near_misses.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
type Arr = [A; 2];
impl W for Arr {
    fn weight(d: u32) -> u32 {
        d * 5
    }
}
impl W for [A; 3] {}

rsgpu::kernel! {
    pub fn impl_array_alias(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <[A; 3] as W>::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<[A; 3] as W>::weight` runs
