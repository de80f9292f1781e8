//! S8 misuse: rows of slots at `t * m + k` with `m = 4 - 4` (an expression of constants that O0 computes at run time, 0): every thread writes s[0..4]. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_zero_stride_expr(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let four = 4usize;
        let m = four - 4;
        for k in 0..4 {
            s[t * m + k] = t as f32;
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
