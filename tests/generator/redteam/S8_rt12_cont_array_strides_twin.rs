//! S8 twin: the continue-form tree over a literal array of strides, `for stride in [128, 64, .., 1] { if stride <= t { sync; continue; } s[t] += s[t + stride]; sync; }`: the update runs on the false edge of `stride <= t`, where t < stride. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_cont_array_strides_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for stride in [128usize, 64, 32, 16, 8, 4, 2, 1] {
            if stride <= t {
                sync_threads();
                continue;
            }
            s[t] += s[t + stride];
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: kernel @rt12_cont_array_strides_twin(
