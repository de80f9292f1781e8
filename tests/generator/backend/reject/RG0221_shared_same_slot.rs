//! Every thread writes slot 0 of a shared array in one phase: RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_same_slot(x: &[u32], y: &mut [u32]) {
        let s = shared_array::<u32, 32>();
        let t = thread_idx_x() as usize;
        s.set(0, t as u32);
        sync_threads();
        let i = block_idx_x() as usize * 32 + t;
        if i < y.len() && i < x.len() {
            y[i] = s.get(0) + x[i];
        }
    }
}
// CHECK: error[RG0221]: write to `s[0]` may collide with the same write by another thread in one barrier phase
