//! S8 misuse: rows of slots at `t * M + k` with `const M: usize = 0` (ctz(0) is 64: 'E <= 2^ctz(m)' holds for any E, but the product is not injective): every thread writes s[0..4]. Expected RG0221.
#![no_std]
use rsgpu::*;

const M: usize = 0;

rsgpu::kernel! {
    pub fn rt12_rows_zero_stride_const(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t * M + k] = t as f32;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
