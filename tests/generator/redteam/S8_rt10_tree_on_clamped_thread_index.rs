//! S8 misuse: the tree run on a thread index clamped after a comparison with a runtime value, `let u = if t < n { t } else { 0 }` (n a parameter): every thread at or above n is thread 0 for the tree, so they all write s[0] (and read s[stride]) in the same phase. Expected RG0221 (or RG0220).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_on_clamped_thread_index(x: &[f32], n: usize, partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let u = if t < n { t } else { 0 };
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if u < stride {
                s[u] += s[u + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
