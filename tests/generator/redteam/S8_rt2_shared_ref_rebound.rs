//! S8: `let mut r: &SharedArray<f32, 128> = &b;` later rebound to `&a`
//! (`r = &a;`): `r[(t + 1) % 128]` reads thread t + 1's write of `a[t + 1]` in
//! the same barrier phase.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_ref_rebound(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        let mut r: &SharedArray<f32, 128> = &b;
        if i < x.len() {
            a[t] = x[i];
        }
        r = &a;
        let v = r[(t + 1) % 128];
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
