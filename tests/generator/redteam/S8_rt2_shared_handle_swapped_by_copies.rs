//! S8: two shared arrays swapped through copies of their (`Copy`) handles,
//! `let tmp = a; a = b; b = tmp;`: `b` now names A, and `b[(t + 1) % 128]`
//! reads thread t + 1's write of A[t + 1] with no barrier in between.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_handle_swapped_by_copies(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let mut b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let tmp = a;
        a = b;
        b = tmp;
        let r = b[(t + 1) % 128];
        if i < y.len() {
            a[t] = r;
            y[i] = a[t];
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
