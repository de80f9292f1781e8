//! S5: `let r = &mut arr[0]; *r = 0; y[arr[0]]` on a local `[i; 2]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn local_index_array_element_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut arr = [i; 2];
        let r = &mut arr[0];
        *r = 0;
        let j = arr[0];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
