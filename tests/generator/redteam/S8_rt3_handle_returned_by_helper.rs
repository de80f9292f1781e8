//! S8: a helper returning the first of its two handle arguments,
//! `fn first(a, b) -> SharedArray { a }`; `first(a, b)[(t + 1) % 128]`.
#![no_std]
use rsgpu::*;

fn first(a: SharedArray<f32, 128>, _b: SharedArray<f32, 128>) -> SharedArray<f32, 128> {
    a
}

rsgpu::kernel! {
    pub fn handle_returned_by_helper(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let h = first(a, b);
        let r = h[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
