//! S5: a local index array zeroed by a helper taking `&mut [usize; 2]`, then `y[arr[0]]`.
#![no_std]
use rsgpu::*;

fn clear(a: &mut [usize; 2]) {
    a[0] = 0;
}

rsgpu::kernel! {
    pub fn local_index_array_through_helper(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut arr = [i, i];
        clear(&mut arr);
        let j = arr[0];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
