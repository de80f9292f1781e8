//! S5: the `&mut` write in a loop body: `for _ in 0..2 { *r = 0; }` then `y[j]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_in_loop_through_mut_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let r = &mut j;
        for _ in 0..2 {
            *r = 0;
        }
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
