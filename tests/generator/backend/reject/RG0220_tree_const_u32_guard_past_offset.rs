//! S8 near miss of the unrolled tree with a u32 thread index
//! (redteam.S8_rt11_tree_const_u32_tid_twin: `t + 128` in u32 cannot wrap,
//! thread_idx_x() < 1024): under `t < 129` thread 128 writes slot 128, which
//! thread 0 reads as `s[t + 128]` in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_u32_guard_past_offset(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x();
        let i = block_idx_x() as usize * 256 + t as usize;
        s[t as usize] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 129 {
            s[t as usize] += s[(t + 128) as usize];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + 128) as usize]` may see another thread's write of `s[t as usize]`: no barrier between them
