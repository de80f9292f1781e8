//! S5: every thread sums the whole `&mut [T]` parameter (`y.iter().sum()`)
//! while each thread writes its own element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sum_of_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let total: f32 = y.iter().sum();
        if i < y.len() {
            y[i] = total;
        }
    }
}
// CHECK-O0: error[RG020{{[123]}}]:
// O3: `Sum`'s closure constant is not translated (RG0101, rust-coverage.md `it_map_sum` O3):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
// CHECK-O0: {{`y`|`y\[}}
