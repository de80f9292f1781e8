//! Near miss of accept/tree_const_guards_apart.rs: the writes run under
//! `t < 128` and every thread reads `s[t + 64]` in the same phase: thread
//! 0 reads slot 64, which thread 64 writes. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_guard_above_offset(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 128 {
            s[t] = 2.0 * s[t];
        }
        let v = s[t + 64];
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + 64)]` may see another thread's write of `s[t]`
