//! Twin: the same shift with a barrier between the neighbour read and the own
//! write (docs: accepted, scan's double barrier). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn read_neighbour_barrier_write_own_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 129>();
        if i < x.len() {
            s[t] = x[i];
        }
        sync_threads();
        let mut v = 0.0f32;
        if t < 128 {
            v = s[t + 1];
        }
        sync_threads();
        if t < 128 {
            s[t] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: kernel @read_neighbour_barrier_write_own_twin(
