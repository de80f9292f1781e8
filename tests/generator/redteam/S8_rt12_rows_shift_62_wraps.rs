//! S8 misuse: rows of slots at `(t << 62) + k`: in 64 bits `t << 62` is 0 for every t that is a multiple of 4, so threads 0, 4, 8, .. all write s[0..4] (the guard lets only those through; `<<` drops the bits silently even at O0). `X << j` is injective only while it does not wrap. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_shift_62_wraps(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let b = t << 62;
        if b < 1020 {
            for k in 0..4 {
                s[b + k] = k as f32;
            }
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
