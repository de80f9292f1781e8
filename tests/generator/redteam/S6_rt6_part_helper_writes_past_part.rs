//! S6 + S5 parts: the thread's one-element part `y.get_mut(i..i + 1)` handed
//! to a device fn taking `&mut [T]` that writes `s[1]` (past the part, the
//! next thread's element). Rust's bounds check must stay: DevicePanic "the len
//! is 1 but the index is 1", nothing written to y[i + 1]. (O0 refused the
//! helper's indexed write with RG0301, the false positive of
//! S5_rt6_part_to_helper_writes_last_twin, fixed on branch gen-fp4: both
//! opt-levels run now.)
// REJECT-OK: error\[RG020[0-9]\]
#![no_std]
use rsgpu::*;

fn put_second(s: &mut [f32], v: f32) {
    s[1] = v;
}

rsgpu::kernel! {
    pub fn part_helper_writes_past_part(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.get_mut(i..i + 1) {
            put_second(c, 7.0);
        }
    }
}
