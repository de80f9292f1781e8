//! S5: `let r = if flag != 0 { &mut dummy } else { &mut j }; *r = 0; y[j]` —
//! with flag == 0 every thread writes y[0]. The `&mut` store exception ("every
//! &mut j is a local used only to store through whole") must not give the
//! store to `dummy` alone. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn mut_ref_chosen_by_uniform_flag(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let mut dummy = 0usize;
        let r = if flag != 0 { &mut dummy } else { &mut j };
        *r = 0;
        if j < y.len() { y[j] = 1.0 + dummy as f32; }
    }
}
// CHECK: error[RG0201]:
