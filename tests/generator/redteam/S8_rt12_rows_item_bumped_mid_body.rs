//! S8 misuse: a `while k < 4` row loop that writes, bumps k, and writes again: the second write reaches k = 4, slot 4t + 4, which thread t + 1 writes as its k = 0. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_item_bumped_mid_body(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let mut k = 0usize;
        while k < 4 {
            s[t * 4 + k] = 1.0;
            k += 1;
            s[t * 4 + k] = 2.0;
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
