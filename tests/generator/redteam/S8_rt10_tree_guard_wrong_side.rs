//! S8 misuse: the tree guard on the wrong side, `if t >= stride { s[t] += s[t - stride] }` (a "downward" tree): writers are [stride, 256), readers read [0, 256 - stride), so thread 2*stride reads s[stride], which thread stride writes in the same phase. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_wrong_side(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t >= stride {
                s[t] += s[t - stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[255];
        }
    }
}
// CHECK: error[RG0220]:
