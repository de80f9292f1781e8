//! The tree reduction with its swapped guard off by one: `k >= t` lets
//! thread k add `s[2k]` into `s[k]`, the slot thread 0 reads as `s[0 + k]`
//! in the same phase. The near miss of redteam/S8_rt2_tree_guard_swapped_twin
//! (`k > t`, the tree rule's `t < k` written the other way round).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_swapped_ge(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 512>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 128;
        while k > 0 {
            if k >= t {
                s[t] += s[t + k];
            }
            sync_threads();
            k /= 2;
        }
        if t == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = s[0];
            }
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + k)]` may see another thread's write of `s[t]`: no barrier between them
