//! S8 misuse: the `continue` form of the tree with the test off by one, `if t > stride { sync_threads(); continue; } s[t] += s[t + stride];`: thread `stride` stays active and updates s[stride], which thread 0 reads at the same level. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_continue_off_by_one(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t > stride {
                sync_threads();
                continue;
            }
            s[t] += s[t + stride];
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
