//! S8 twin (red team 21): a barrier closure stored in a local, called by every thread after a thread-dependent `if` that joined.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_closure_local_called_by_all_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let f = || sync_threads();
        let mut s = 0.0;
        if t < 16 {
            s = 1.0;
        }
        f();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_closure_local_called_by_all_twin(
