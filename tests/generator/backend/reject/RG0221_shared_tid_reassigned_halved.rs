//! Near miss of accept/shared_tid_reassigned.rs: `t` reassigned `t / 2`
//! before the second write: only that definition reaches `s[t]`, which
//! threads 2k and 2k + 1 both write.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_tid_reassigned_halved(y: &mut [f32]) {
        let mut s = shared_array::<f32, 64>();
        let mut t = thread_idx_x() as usize;
        s[t] = 1.0;
        sync_threads();
        t /= 2;
        s[t] = 2.0;
        sync_threads();
        let i = block_idx_x() as usize * 64 + thread_idx_x() as usize;
        if i < y.len() {
            y[i] = s[0];
        }
    }
}
// CHECK: error[RG0221]: write to `s[t]` may collide with the same write by another thread in one barrier phase
