//! S8: the loop `for w in x[t..].windows(2)` runs x.len() - t - 1 times per
//! thread, with a barrier in it. (No guard: the loop itself is divergent.)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_loop_over_windows_of_thread_slice(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        if t < x.len() {
            let tail = &x[t..x.len()];
            for w in tail.windows(2) {
                acc += w[1] - w[0];
                sync_threads();
            }
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK-O0: error[RG0210]:
// O3: `Windows` at O3 is an unsupported constant form (RG0102, rust-coverage.md `it_windows` O3):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
