//! S8: `fn put<const N: usize>(s: &mut SharedArray<f32, N>, j, v) { s[j] = v }`
//! called with `t / 2`: threads 2k and 2k + 1 write one slot in one phase.
//! Expected RG0221 (O3) or RG0222 (O0: the handle passed to a device fn).
#![no_std]
use rsgpu::*;

fn put<const N: usize>(s: &mut SharedArray<f32, N>, j: usize, v: f32) { s[j] = v; }
rsgpu::kernel! {
    pub fn shared_const_generic_put_half(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t = thread_idx_x() as usize;
        let mut s = shared_array::<f32, 128>();
        put(&mut s, t / 2, 1.0);
        sync_threads();
        let v = s[0];
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG022{{[12]}}]:
