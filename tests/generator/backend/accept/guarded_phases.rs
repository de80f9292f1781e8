//! Accepted: three barrier phases, every shared access under `if t < 128`
//! and every barrier outside the guards. rustc's O3 threads the repeated
//! `t < 128` test across the barriers, so each path from the second test
//! passes two barrier copies (one path re-tests `t < 128` between them):
//! analysis/BarrierGroups.h groups the copies by position (the i-th barrier
//! of every path is one barrier). The issue-16 false positive of
//! redteam.S8_rt4_guarded_phases_three_barriers_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn guarded_phases(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 128 { s[t] = if i < x.len() { x[i] } else { 0.0 }; }
        sync_threads();
        let v = if t < 128 { s[(t + 1) % 128] } else { 0.0 };
        sync_threads();
        if t < 128 { s[t] = v * 2.0; }
        sync_threads();
        if i < y.len() && t < 128 { y[i] = s[127 - t] + v; }
    }
}
// CHECK: kernel @guarded_phases(
