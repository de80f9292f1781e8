//! Near miss of the hand-unrolled tree as a match: the arm `0..=128` takes
//! thread 128, which writes `s[128]` while thread 0 reads `s[0 + 128]` in the
//! same phase. (`0..=127` translates: redteam
//! S8_rt11_tree_const_match_range_guard_twin.)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_match_range_one_past(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        match t {
            0..=128 => s[t] += s[t + 128],
            _ => {}
        }
        sync_threads();
        if t == 0 {
            out[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + 128)]`
// CHECK-SAME: may see another thread's write of `s[t]`
