//! S5: a grid-stride loop spelled `(gid..n).rev().step_by(stride)`: every
//! thread starts at n - 1, so all threads write y[n - 1], y[n - 1 - stride]...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn grid_stride_rev(x: &[f32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let n = y.len().min(x.len());
        for j in (gid..n).rev().step_by(stride) {
            y[j] = 2.0 * x[j];
        }
    }
}
// CHECK-O0: error[RG020{{[12]}}]:
// O3: rustc's `Rev<Range>` aggregate is not translated (RG0101, rust-coverage.md `it_rev`/`it_step_by` O3):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
// CHECK-O0: {{`y`|`y\[}}
