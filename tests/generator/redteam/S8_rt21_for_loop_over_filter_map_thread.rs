//! S8 misuse (red team 21): `for v in x.iter().filter_map(|v| v.to_bits().checked_sub(t))`, a barrier in the body.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_filter_map_thread(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut c = 0u32;
        for v in x.iter().filter_map(|v| (v.to_bits() & 0xff).checked_sub(t)) {
            sync_threads();
            c = c.wrapping_add(v);
        }
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
