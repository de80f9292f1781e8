//! S8 misuse (red team 18): `split(&mut out) -> u32` returns a constant 0 (uniform) but writes the thread id to its `&mut` out-parameter; the barrier is under the out value.
#![no_std]
use rsgpu::*;

fn split(out: &mut u32) -> u32 {
    *out = thread_idx_x();
    0
}

rsgpu::kernel! {
    pub fn mut_out_param_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut t = 0u32;
        let z = split(&mut t);
        if t + z < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
