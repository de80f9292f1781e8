//! S5: `core::mem::swap(&mut y[i / 2], &mut v)`: the element reference goes
//! to core's swap (in the call table); threads 2k and 2k+1 both write y[k].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mem_swap_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i / 2 < y.len() {
            let mut v = x[i];
            core::mem::swap(&mut y[i / 2], &mut v);
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
