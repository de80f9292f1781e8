//! Thread 0 writes `s[0]` and every thread reads `s[0]` in the same phase:
//! the leader-slot rule covers only slots no other thread touches (RG0220).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_slot_read_by_all(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 129>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        if t == 0 {
            s[0] = if i < x.len() { x[i] } else { 0.0 };
        }
        let v = s[0];
        sync_threads();
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s[0]` may see another thread's write of `s[0]`: no barrier between them
