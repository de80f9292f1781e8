//! S5: a local index array `let mut idx = [i; 2]; idx[1] = i / 2; y[idx[1]]` — the second element is halved.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_local_array_element(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut idx = [i; 2];
        idx[1] = i / 2;
        if idx[1] < y.len() {
            y[idx[1]] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
