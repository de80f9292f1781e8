//! Near miss of accept/tree_after_thread_compare.rs: the level's accesses
//! guarded by the earlier comparison's bound `t < n` instead of `t <
//! stride`: with n > stride thread `stride` writes `s[stride]`, which
//! thread 0 reads in the same phase. RG0220 (the guard `t < n` proves
//! nothing about `t + stride`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_other_bound(n: usize, out: &mut [f32]) {
        let s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let v = if t < n { 1.0 } else { 0.0 };
        s.set(t, v);
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            if t < n {
                s.set(t, s.get(t) + s.get(t + stride));
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            out[block_idx_x() as usize] = s.get(0);
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]` may see another thread's write of `s[t]`: no barrier between them
