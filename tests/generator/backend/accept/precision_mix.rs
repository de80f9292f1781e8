//! Issue 15's precision list, safe kernels rsgpu-gen used to reject, in one
//! kernel (each pattern on its own `&mut` parameter): `rev[n - 1 - i]` under
//! `i < n`, `pairs[2 * i]` with `pairs[2 * i + 1]`, `tg[tid * grid + bid]`,
//! a barrier in `for _t in 0..n` (n uniform; at O0 a `Range::next` loop), and
//! a per-warp result under `lane_id() == 0` (diff case `precision_mix`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn precision_mix(rev: &mut [u32], pairs: &mut [u32], tg: &mut [u32],
                         warps: &mut [u32], n: u32) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let i = g as usize;
        let len = rev.len();
        if i < len {
            rev[len - 1 - i] = g;
        }
        if 2 * i + 1 < pairs.len() {
            pairs[2 * i] = g;
            pairs[2 * i + 1] = g ^ 0x5555;
        }
        let j = (thread_idx_x() as usize) * (grid_dim_x() as usize) + block_idx_x() as usize;
        if j < tg.len() {
            tg[j] = g;
        }
        for _t in 0..n {
            sync_threads();
        }
        let w = (g / 32) as usize;
        if lane_id() == 0 && w < warps.len() {
            warps[w] = g;
        }
    }
}
// CHECK: kernel @precision_mix(
