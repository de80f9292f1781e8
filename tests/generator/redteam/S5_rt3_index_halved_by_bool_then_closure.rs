//! S5: `(flag != 0).then(|| j = i / 2)`: a closure capturing the index
//! local `&mut j` rewrites it through core's `bool::then`; then `y[j]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_halved_by_bool_then_closure(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let _ = (flag != 0).then(|| j = i / 2);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
