//! S5: `let mut r = &mut dummy; if flag == 0 { r = &mut j; } *r = 0; y[j]` —
//! the `&mut` rebound to the index local before the store. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn mut_ref_rebound_by_uniform_flag(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let mut dummy = 0usize;
        let mut r = &mut dummy;
        if flag == 0 { r = &mut j; }
        *r = 0;
        if j < y.len() { y[j] = 1.0 + dummy as f32; }
    }
}
// CHECK: error[RG0201]:
