//! S5: `core::array::from_fn` with a closure that writes `y[k]` of a
//! kernel's `&mut` parameter (branch cr25): every thread writes elements
//! 0..4; the closure's capture of `y` is refused as any capture of a `&mut`
//! parameter is.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn from_fn_writes_param(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let a: [u32; 4] = core::array::from_fn(|k| {
                y[k] = i as u32;
                k as u32
            });
            y[i] = a[3];
        }
    }
}
// CHECK: error[RG0202]: `y` is stored where this pass cannot follow it
