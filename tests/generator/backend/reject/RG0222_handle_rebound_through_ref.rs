//! A shared-array handle rebound through a reference to it, `*p = *q;` with
//! `p = &mut b` and `q = &a`: `b` now names `a`'s array, so `b[(t + 1) %
//! 128]` reads the slot thread t + 1 writes through `a`. RG0222: the pass
//! follows handles through plain assignments, not writes through references.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_rebound_through_ref(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let mut b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let q = &a;
        let p = &mut b;
        *p = *q;
        let r = b[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
