//! Near miss of accept/tree_after_thread_compare.rs (`for stride in [128,
//! 64, ..]`): an item `usize::MAX` and the read `t.wrapping_add(stride)`:
//! every thread passes `t < stride` and reads `s[t - 1]`, the slot thread
//! t - 1 writes in the same phase. The items bound `stride` only by their
//! largest element, here above 2^63: RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_item_wraps(x: &[f32], out: &mut [f32]) {
        let s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        s.set(t, x.len() as f32);
        sync_threads();
        for stride in [usize::MAX, 1] {
            if t < stride {
                s.set(t, s.get(t) + s.get(t.wrapping_add(stride)));
            }
            sync_threads();
        }
        if t == 0 {
            out[block_idx_x() as usize] = s.get(0);
        }
    }
}
// CHECK: error[RG0220]: read of `s[
// CHECK-SAME: may see another thread's write of `s[t]`
