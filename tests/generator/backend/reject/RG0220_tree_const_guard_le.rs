//! Near miss of the hand-unrolled tree: `t <= 128` lets thread 128 write
//! `s[128]`, the slot thread 0 reads as `s[0 + 128]` in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_guard_le(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        if t <= 128 {
            s[t] += s[t + 128];
        }
        sync_threads();
        if t == 0 {
            out[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + 128)]`
// CHECK-SAME: may see another thread's write of `s[t]`
