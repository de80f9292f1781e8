//! S8 misuse: rows of slots at `(t << sh) + k` with `sh` a kernel parameter: with sh = 0 (or 1) the rows of neighbouring threads overlap. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_param_shift(y: &mut [f32], sh: u32) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[(t << sh) + k] = k as f32;
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
