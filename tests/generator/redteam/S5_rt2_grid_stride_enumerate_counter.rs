//! S5: `for (k, j) in (gid..n).step_by(stride).enumerate() { y[k] = x[j] }`:
//! the enumerate counter k is 0, 1, 2, .. in every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn grid_stride_enumerate_counter(x: &[f32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let n = y.len().min(x.len());
        for (k, j) in (gid..n).step_by(stride).enumerate() {
            y[k] = x[j];
        }
    }
}
// CHECK-O0: error[RG020{{[12]}}]:
// O3: `StepBy::<Range>::new` is not in the call table (RG0100, rust-coverage.md `it_step_by` O3):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
// CHECK-O0: {{`y`|`y\[}}
