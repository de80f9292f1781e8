//! S8: `for v in x[..t].iter() { sync_threads() }`: thread t reaches the
//! barrier t times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_loop_over_thread_subslice(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        if t <= x.len() {
            let head = &x[0..t];
            for v in head.iter() {
                acc += *v;
                sync_threads();
            }
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]:
