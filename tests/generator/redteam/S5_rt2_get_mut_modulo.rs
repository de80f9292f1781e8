//! S5: `if let Some(v) = y.get_mut(i % 4) { *v += 1.0 }`: every thread
//! touches one of four elements.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn get_mut_modulo(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(v) = y.get_mut(i % 4) {
            *v += 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
