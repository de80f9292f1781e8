//! S8 control: the same inline, `for _ in 0..steps { sync_threads() }` with
//! `steps` a parameter that may be 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_barrier_zero_trips(steps: u32, x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        for _ in 0..steps {
            sync_threads();
        }
        if i < y.len() {
            y[i] = s[(t + 1) % 128];
        }
    }
}
// CHECK: error[RG0220]:
