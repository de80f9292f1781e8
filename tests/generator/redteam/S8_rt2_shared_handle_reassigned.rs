//! S8: `SharedArray` is `Copy`; after `b = a;` the handle `b` names array A.
//! Thread t writes A[t], then reads `b[(t + 1) % 128]` = A[t + 1], thread
//! t + 1's slot, with no barrier in between.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_handle_reassigned(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let mut b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        b = a;
        let r = b[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
