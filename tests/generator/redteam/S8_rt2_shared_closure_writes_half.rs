//! S8: a closure captures the shared array and writes slot `k`; every thread
//! calls it with `t / 2`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_closure_writes_half(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let mut put = |k: usize, v: f32| s[k] = v;
        if i < x.len() {
            put(t / 2, x[i]);
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[12]}}]:
