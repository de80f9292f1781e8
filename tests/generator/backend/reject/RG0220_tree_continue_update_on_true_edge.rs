//! Near miss of accept/tree_continue_inactive.rs: the threads with
//! `t >= stride` are the ones that update, `if t >= stride { s[t] +=
//! s[t + stride]; }`: thread `stride` writes the slot thread 0 reads. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_continue_wrong_edge(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t >= stride {
                s[t] += s[t + stride];
                sync_threads();
                continue;
            }
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]` may see another thread's write of `s[t]`
