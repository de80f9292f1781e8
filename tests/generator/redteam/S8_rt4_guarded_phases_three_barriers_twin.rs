//! Twin (false positive at O3): three barrier phases, each access under `if t
//! < 128` (own-slot write, barrier, neighbour read, barrier, own-slot write,
//! barrier, mirrored read), every `sync_threads()` outside the guards. Must
//! translate. O3: RG0210 x4 — rustc threads the repeated `t < 128` test
//! across the barriers, so each path of the branch's region passes three
//! barrier copies, not one (O0 translates).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn guarded_phases_three_barriers_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 128 { s[t] = if i < x.len() { x[i] } else { 0.0 }; }
        sync_threads();
        let v = if t < 128 { s[(t + 1) % 128] } else { 0.0 };
        sync_threads();
        if t < 128 { s[t] = v * 2.0; }
        sync_threads();
        if i < y.len() && t < 128 { y[i] = s[127 - t]; }
    }
}
// CHECK: kernel @guarded_phases_three_barriers_twin(
