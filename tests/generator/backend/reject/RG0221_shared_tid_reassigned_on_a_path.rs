//! Near miss of accept/shared_tid_reassigned.rs: `t = 0` on one path (a
//! block-uniform branch): both definitions reach `s[t]`, and where the
//! branch is taken every thread writes `s[0]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_tid_reassigned_on_a_path(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 64>();
        let mut t = thread_idx_x() as usize;
        if x.len() > 4 {
            t = 0;
        }
        s[t] = 1.0;
        sync_threads();
        let i = block_idx_x() as usize * 64 + thread_idx_x() as usize;
        if i < y.len() {
            y[i] = s[1];
        }
    }
}
// CHECK: error[RG0221]: write to `s[t]` may collide with the same write by another thread in one barrier phase
