//! S8 misuse: two row loops in one phase, the writes `s[t * 4 + k]` for k in 0..4 and the reads `s[t * 4 + k]` for k in 0..8 (no barrier): thread t reads slots 4t + 4 .. 4t + 8 that thread t + 1 writes. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_two_loops_other_bound(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t * 4 + k] = k as f32;
        }
        let mut acc = 0.0f32;
        for k in 0..8 {
            acc += s[t * 4 + k];
        }
        let v = acc;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
