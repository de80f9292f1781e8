//! Thread 0 writes the halo slot `s[5]` while every thread writes
//! `s[t + 5]` in the same phase: thread 0's own `s[t + 5]` is that slot
//! (a leader's constant slot must lie outside every `t + k`: RG0221).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_slot_inside_tid_range(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 140>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        s[t + 5] = if i < x.len() { x[i] } else { 0.0 };
        if t == 0 {
            s[5] = 1.0;
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t + 5];
        }
    }
}
// CHECK: error[RG0221]: write to `s[5]` may collide with the write `s[{{.*}}]` in one barrier phase
