//! S5: a shared reference to a thread's own local reads that thread's value,
//! not one value for all: `v = 0 - g` makes `g + *r` the same for everyone.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn private_ref(y: &mut [u32]) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let v = 0u32.wrapping_sub(g);
        let r = &v;
        let j = g.wrapping_add(*r) as usize;
        if j < y.len() {
            y[j] = g;
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide
