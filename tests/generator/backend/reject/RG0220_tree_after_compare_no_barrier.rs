//! Near miss of accept/tree_after_thread_compare.rs: the thread id compared
//! with `n` before the tree, and the tree without its barrier per level: a
//! thread still at level `stride` reads `s[t + stride]` while a faster one
//! at the next level writes it. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_compare_no_barrier(n: usize, out: &mut [f32]) {
        let s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let v = if t < n { 1.0 } else { 0.0 };
        s.set(t, v);
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            if t < stride {
                s.set(t, s.get(t) + s.get(t + stride));
            }
            stride /= 2;
        }
        if t == 0 {
            out[block_idx_x() as usize] = s.get(0);
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]` may see another thread's write of `s[t]`: no barrier between them
