//! S5: `const OFF: [usize; 2] = [1, 0]; y[i + OFF[i % 2]]` — threads 0 and
//! 1 both write y[1].
#![no_std]
use rsgpu::*;

const OFF: [usize; 2] = [1, 0];

rsgpu::kernel! {
    pub fn const_array_offset_by_parity(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i + OFF[i % 2];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
