//! Twin: nested arms each with exactly one `sync_threads()` (`if t < 64 { if t
//! < 32 { sync } else { sync } } else { sync }`), then a read of the mirrored
//! slot: every thread passes one barrier between the own-slot write and the
//! read. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn arms_each_barrier_nested_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 128 { s[t] = if i < x.len() { x[i] } else { 0.0 }; }
        let v;
        if t < 64 {
            if t < 32 { sync_threads(); v = 1.0; } else { sync_threads(); v = 2.0; }
        } else {
            sync_threads();
            v = 3.0;
        }
        if i < y.len() && t < 128 { y[i] = s[127 - t] * v; }
    }
}
// CHECK: kernel @arms_each_barrier_nested_twin(
