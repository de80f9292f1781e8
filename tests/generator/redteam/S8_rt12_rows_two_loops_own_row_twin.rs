//! S8 twin: two row loops of one base `t * 4` in one phase, writes for k in 0..2 and reads for k in 0..4 (both items below E <= 4): every access is in the thread's own slots [4t, 4t + 4). Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_two_loops_own_row_twin(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..2 {
            s[t * 4 + k] = k as f32;
        }
        let mut acc = 0.0f32;
        for k in 0..4 {
            acc += s[t * 4 + k];
        }
        let v = acc;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @rt12_rows_two_loops_own_row_twin(
