//! Near miss of the hand-unrolled tree (redteam S8_rt10_tree_unrolled_
//! constant_strides_twin): the guard is `t < 128` but the read is `t + 64`,
//! so threads 64..127 write the slots threads 0..63 read in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_read_below_bound(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        if t < 128 {
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
