//! Accepted (branch s29, session 27's u27_iter_scan_take_while): a row of K
//! elements per thread written at constant offsets, `out[i * 3]`,
//! `out[i * 3 + 1]`, `out[i * 3 + 2]`, K no power of two. `i` is the id
//! itself (the global id, below 2^32 under the 1-D obligation), the product
//! and the sums are in 64 bits and each offset is below K: the indices are
//! the mathematical `i * 3 + c` (below 2^63), in `[i * 3, i * 3 + 3)`, so
//! distinct `i` never meet (Index2D::exactRow's argument for constant
//! offsets). Near misses: reject/RG0201_exact_offsets_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_offsets(out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (i + 1) * 3 <= out.len() {
            out[i * 3] = 1;
            out[i * 3 + 1] = 2;
            out[i * 3 + 2] = 3;
        }
    }
}

rsgpu::kernel! {
    pub fn exact_offsets_tid(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        if t * 5 + 4 < out.len() {
            out[t * 5 + 4] = 1;
            out[t * 5 + 1] = 2;
        }
    }
}
// CHECK: kernel @exact_offsets(
// CHECK: kernel @exact_offsets_tid(
