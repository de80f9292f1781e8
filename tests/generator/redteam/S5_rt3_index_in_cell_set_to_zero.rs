//! S5: interior mutability without `&mut`: `let c = core::cell::Cell::new(i); c.set(0); y[c.get()]` — every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_in_cell_set_to_zero(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let c = core::cell::Cell::new(i);
        c.set(0);
        let j = c.get();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// Refused as unsupported today (RG0101 `Cell<usize>`); the case guards
// against accepting it unproven once `Cell` is translated.
// CHECK: error[RG0{{(10[0-2]|20[12])}}]:
