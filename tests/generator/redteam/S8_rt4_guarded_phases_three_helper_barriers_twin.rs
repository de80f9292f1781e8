//! Twin (false positive at O3): the same three guarded phases as
//! S8_rt4_guarded_phases_three_barriers_twin, with the barriers spelled as a
//! helper `bar()` (one `sync_threads()`). Must translate. O3: RG0210 x4 (same
//! cause).
#![no_std]
use rsgpu::*;
#[inline(never)]
fn bar() { sync_threads(); }
rsgpu::kernel! {
    pub fn guarded_phases_three_helper_barriers_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 128 { s[t] = if i < x.len() { x[i] } else { 0.0 }; }
        bar();
        let v = if t < 128 { s[(t + 1) % 128] } else { 0.0 };
        bar();
        if t < 128 { s[t] = v * 2.0; }
        bar();
        if i < y.len() && t < 128 { y[i] = s[127 - t]; }
    }
}
// CHECK: kernel @guarded_phases_three_helper_barriers_twin(
