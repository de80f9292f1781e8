//! S5: the index local rewritten through a `&mut` to it:
//! `let mut j = i; let r = &mut j; if flag != 0 { *r = i / 2; } y[j] = ..`
//! (threads 2k and 2k + 1 write y[k] when flag != 0).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_halved_through_mut_ref(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let r = &mut j;
        if flag != 0 {
            *r = i / 2;
        }
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
