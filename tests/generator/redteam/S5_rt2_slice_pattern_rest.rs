//! S5: `if let [_, rest @ ..] = y { rest[i] = ..; rest[i + 1] = .. }`:
//! thread i writes y[i + 1] and y[i + 2], thread i + 1 writes y[i + 2] too.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pattern_rest(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let [_, rest @ ..] = y {
            if i + 1 < rest.len() && i < x.len() {
                rest[i] = x[i];
                rest[i + 1] = x[i];
            }
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[|`rest}}
