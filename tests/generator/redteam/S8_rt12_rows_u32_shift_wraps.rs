//! S8 misuse: rows of slots whose base is computed in u32, `((t as u32) << 30) as usize + k`: threads 0 and 4 (and 8, ..) get base 0 (2^32 wraps), so they write the same four slots. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_u32_shift_wraps(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let b = ((t as u32) << 30) as usize;
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
