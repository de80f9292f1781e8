//! S5: `split_first_mut()` of `y` by every thread, the first element written.
//! Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_first_mut_every_thread(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some((f, _rest)) = y.split_first_mut() {
            *f = i as f32;
        }
    }
}
// CHECK-O0: error[RG0100]: unknown call `slice
// CHECK-O3: error[RG0201]: mutable borrow of `y
