//! Near miss of the hand-unrolled tree in its `else` form: the false edge of
//! `t >= 129` is `t < 129`, so thread 128 writes `s[128]`, the slot thread 0
//! reads as `s[0 + 128]` in the same phase. (`if t >= 128 {} else {..}`
//! translates: redteam S8_rt11_tree_const_else_of_ge_twin.)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_else_of_ge_one_past(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        if t >= 129 {
        } else {
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
