//! Near miss of the hand-unrolled tree: the write is guarded by `t < 192`
//! and the read by `t < 64`, the read at `t + 64`: threads 64..191 write
//! slots the readers read.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_guard_other_constant(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        let mut v = 0.0;
        if t < 64 {
            v = s[t + 64];
        }
        if t < 192 {
            s[t] = v;
        }
        sync_threads();
        if t == 0 {
            out[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + 64)]`
// CHECK-SAME: may see another thread's write of `s[t]`
