//! S8 misuse: the row loop's bound is a local `e = 4` bumped to 5 before `for k in 0..e { s[t * 4 + k] = .. }`: the fifth item writes thread t + 1's first slot. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_bound_local_bumped(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let mut e = 4usize;
        e += 1;
        for k in 0..e {
            s[t * 4 + k] = k as f32;
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
