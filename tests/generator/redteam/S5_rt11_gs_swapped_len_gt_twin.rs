//! Twin: the length test written `y.len() > i` and the loop exit `!(i < n)` as a manual break: `loop { if !(i < n) { break } if y.len() > i { y[i] += 1; i += stride } else { break } }`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_swapped_len_gt_twin(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        loop {
            if !(i < n) {
                break;
            }
            if y.len() > i {
                y[i] += 1;
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: kernel @gs_swapped_len_gt_twin(
