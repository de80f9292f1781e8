//! S5: `split_last_mut()`, then `rest[i]` and `*last`: the thread writing
//! rest[n-2]... every thread writes `*last`. Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_last_mut_rest_shifted(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some((last, rest)) = y.split_last_mut() {
            if i < rest.len() {
                rest[i] = 1.0;
            }
            *last = 2.0;
        }
    }
}
// CHECK-O0: error[RG0100]: unknown call `slice
// CHECK-O3: error[RG0203]: mutable borrow of a sub-slice of `y
