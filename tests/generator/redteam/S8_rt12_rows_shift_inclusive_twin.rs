//! S8 twin: rows of slots written `for k in 0..=3 { s[(t << 2) + k] = .. }` (the `X << j` form with an inclusive range, E = 4 = 2^2): each thread's slots [4t, 4t + 4) are its own; read after the barrier. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_shift_inclusive_twin(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..=3 {
            s[(t << 2) + k] = k as f32;
        }
        sync_threads();
        let v = s[1023 - t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @rt12_rows_shift_inclusive_twin(
