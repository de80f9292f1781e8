//! S5: an index local changed through `&mut` by a helper:
//! `let mut j = i; halve(&mut j); y[j] = ..` (threads 2k, 2k + 1 write y[k]).
#![no_std]
use rsgpu::*;

fn halve(j: &mut usize) {
    *j /= 2;
}

rsgpu::kernel! {
    pub fn index_halved_through_helper_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        halve(&mut j);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
