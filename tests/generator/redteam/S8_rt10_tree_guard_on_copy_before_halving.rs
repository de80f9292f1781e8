//! S8 misuse: the tree's guard on a copy of the stride taken before it is halved, `let g = stride; stride /= 2; if t < g { s[t] += s[t + stride] }` (the guard bound is `stride` "through a copy", but of its old value: threads [0, 2s) update while thread 0 reads s[s]). Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_on_copy_before_halving(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut stride = 256usize;
        let mut k = 0;
        while k < 8 {
            let g = stride;
            stride /= 2;
            if t < g {
                s[t] += s[t + stride];
            }
            sync_threads();
            k += 1;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]`
