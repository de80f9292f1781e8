//! Near miss of the hand-unrolled tree: the barrier between the first two
//! levels is missing, so level 64's reads of `s[t + 64]` meet level 128's
//! writes of `s[t]` (threads 64..127) in one phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_two_levels_one_phase(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        if t < 128 {
            s[t] += s[t + 128];
        }
        if t < 64 {
            s[t] += s[t + 64];
        }
        sync_threads();
        if t == 0 {
            out[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + 64)]`
// CHECK-SAME: may see another thread's write of `s[t]`
