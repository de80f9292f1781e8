//! Grid-stride loop over `(start..n).step_by(stride)` with two outputs and a `zip`-free body.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_grid_stride_loop_step(a: &[u32], lo: &mut [u16], hi: &mut [u16]) {
        let start = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (block_dim_x() * grid_dim_x()) as usize;
        for i in (start..a.len()).step_by(stride) {
            if i < lo.len() && i < hi.len() {
                lo[i] = a[i] as u16;
                hi[i] = (a[i] >> 16) as u16;
            }
        }
    }
}
