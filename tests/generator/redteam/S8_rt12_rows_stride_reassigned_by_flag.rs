//! S8 misuse: the row stride is a local `m = 4`, set to 2 when a uniform flag is set: rows of four at a stride of two overlap (threads t and t + 1 share two slots). Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_stride_reassigned_by_flag(y: &mut [f32], flag: u32) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let mut m = 4usize;
        if flag != 0 {
            m = 2;
        }
        for k in 0..4 {
            s[t * m + k] = k as f32;
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
