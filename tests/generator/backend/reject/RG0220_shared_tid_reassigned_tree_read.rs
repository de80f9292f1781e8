//! Near miss of accept/shared_tid_reassigned.rs: inside the tree's guard
//! `t < h`, `t` is doubled before `s[t] += s[t + h]`: thread a writes slot
//! 2a while thread a - h / 2 reads it (2(a - h/2) + h) in the same phase.
//! Only `t *= 2` reaches the accesses: not thread_idx_x().
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_tid_reassigned_tree_read(y: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let mut t = thread_idx_x() as usize;
        s[t] = 1.0;
        sync_threads();
        let mut h = 32;
        while h > 0 {
            if t < h {
                t *= 2;
                s[t] += s[t + h];
                t /= 2;
            }
            sync_threads();
            h /= 2;
        }
        let i = block_idx_x() as usize * 64 + thread_idx_x() as usize;
        if i < y.len() {
            y[i] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + h)]` may see another thread's write of `s[t]`
