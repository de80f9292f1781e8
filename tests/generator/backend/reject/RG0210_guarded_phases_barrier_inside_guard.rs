//! S8 near miss of the three guarded phases rustc's O3 threads across their
//! barriers (each path from `t < 128` passes several barrier copies, grouped
//! by position: analysis/BarrierGroups.h): the middle barrier is itself under
//! `t < 128`, so the threads below 128 pass three barriers and the others two.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn guarded_phases_barrier_inside_guard(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 128 { s[t] = if i < x.len() { x[i] } else { 0.0 }; }
        sync_threads();
        let v = if t < 128 { s[(t + 1) % 128] } else { 0.0 };
        if t < 128 { sync_threads(); }
        if t < 128 { s[t] = v * 2.0; }
        sync_threads();
        if i < y.len() && t < 128 { y[i] = s[127 - t]; }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `(t < 128)` decides so
