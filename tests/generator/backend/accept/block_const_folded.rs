//! Accepted (branch s29, session 27's u27_warp_prefix_shfl at opt-level 0):
//! `out[block_idx_x() * (32 * WARPS) + t]`, the block width a product of
//! constants that opt-level 0 computes at run time (`MulWithOverflow(32,
//! WARPS)`, `.0`): ThreadValues folds an overflow-checked `+ - *` of two
//! constants that does not wrap (foldUnsigned), so it is the block-constant
//! index `block_idx.x * 128 + thread_idx.x` with its launch obligation
//! (blocks of at most 128 threads: launch test
//! S5_launch_block_over_index_constant_refused). Near miss:
//! reject/RG0201_block_const_folded_zero.
#![no_std]
use rsgpu::*;

const WARPS: usize = 4;

rsgpu::kernel! {
    pub fn block_const_folded(x: &[u32], out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * (32 * WARPS) + t;
        if g < out.len() && g < x.len() {
            out[g] = x[g] + 1;
        }
    }
}
// CHECK: kernel @block_const_folded(
