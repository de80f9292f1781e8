//! S5: a sub-slice with block-uniform bounds written as a whole
//! (`copy_from_slice`) by every thread of the block.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_uniform_range_whole_write(x: &[f32], y: &mut [f32]) {
        let b = block_idx_x() as usize * 4;
        if b + 4 <= y.len() && x.len() >= 4 {
            y[b..b + 4].copy_from_slice(&x[0..4]);
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// The diagnostic or its note names the `&mut` parameter:
// CHECK: {{`y`|`y\[}}
