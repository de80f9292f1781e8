//! S5: `y[2i]`, `y[2i + 1]` and `y[2i + 3]`: the third lands on thread
//! i + 1's `y[2(i + 1) + 1]` (offsets 1 and 3 agree modulo 2).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn three_strided_offsets(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && 2 * i + 3 < y.len() {
            y[2 * i] = x[i];
            y[2 * i + 1] = x[i];
            y[2 * i + 3] = x[i];
        }
    }
}
// CHECK: error[RG0201]:
