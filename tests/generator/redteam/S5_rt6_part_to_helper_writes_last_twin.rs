//! Twin (correct): the thread's chunk handed to a device fn that writes its
//! last element and calls another device fn with it. Must translate.
#![no_std]
use rsgpu::*;
fn first(s: &mut [f32], v: f32) {
    if !s.is_empty() {
        s[0] = v;
    }
}
fn last_then_first(s: &mut [f32], v: f32) {
    let n = s.len();
    if n > 0 {
        s[n - 1] = v;
    }
    first(s, v + 1.0);
}
rsgpu::kernel! {
    pub fn S5_rt6_part_to_helper_writes_last_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            last_then_first(c, 1.0);
        }
    }
}
// CHECK: kernel @S5_rt6_part_to_helper_writes_last_twin(
