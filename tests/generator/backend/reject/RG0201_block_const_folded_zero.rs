// OPT-LEVELS: 0
//! Near miss of accept/block_const_folded.rs: the folded block width is
//! `32 * (WARPS - 4)` = 0: every block writes `out[t]`, thread t of each
//! block the same element. (At opt-level 3 rustc folds the index to `t`,
//! proven for single-block launches only.)
#![no_std]
use rsgpu::*;

const WARPS: usize = 4;

rsgpu::kernel! {
    pub fn block_const_folded_zero(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * (32 * (WARPS - 4)) + t;
        if g < out.len() {
            out[g] = 1;
        }
    }
}
// CHECK: error[RG0201]: write to `out[g]` may collide
