//! Near miss of accept/tree_after_thread_compare.rs (`stride = 1 << shift`
//! of a `(0..8).rev()` loop): the guard `t <= stride` lets thread `stride`
//! write `s[stride]`, which thread 0 reads at `s[0 + stride]` in the same
//! phase. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_shift_le(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x.get(i).copied().unwrap_or(0.0);
        sync_threads();
        for shift in (0..7).rev() {
            let stride = 1usize << shift;
            if t <= stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]` may see another thread's write of `s[t]`: no barrier between them
