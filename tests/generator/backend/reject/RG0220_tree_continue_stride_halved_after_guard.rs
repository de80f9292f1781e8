//! Near miss of accept/tree_continue_inactive.rs: `stride` is halved after
//! the `t >= stride` test and before the update: the writers are t < 2h and
//! the reads land at t + h, on slots [h, 2h) other writers write. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_continue_halved(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (1..8).rev() {
            let mut stride = 1usize << shift;
            if t >= stride {
                sync_threads();
                continue;
            }
            stride /= 2;
            s[t] += s[t + stride];
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]` may see another thread's write of `s[t]`
