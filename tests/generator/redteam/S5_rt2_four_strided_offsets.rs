//! S5: `y[4i]`, `y[4i + 1]`, `y[4i + 2]`, `y[4i + 5]`: 5 agrees with 1 modulo
//! 4, so thread i's last write is thread i + 1's second.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn four_strided_offsets(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && 4 * i + 5 < y.len() {
            y[4 * i] = x[i];
            y[4 * i + 1] = x[i];
            y[4 * i + 2] = x[i];
            y[4 * i + 5] = x[i];
        }
    }
}
// CHECK: error[RG0201]:
