//! Near miss of accept/exact_rows.rs: an enumerate over a `[f32; 4]`
//! into rows of 3: the count reaches 3, the next row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_row_enumerate_longer_array(out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let top = [1.0f32, 2.0, 3.0, 4.0];
        if (i + 2) * 3 <= out.len() {
            for (k, v) in top.iter().enumerate() {
                out[i * 3 + k] = *v;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[((i * 3) + k)]` may collide
