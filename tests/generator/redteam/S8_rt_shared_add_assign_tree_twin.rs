//! Twin of S8_rt_shared_add_assign_*: the tree reduction with `s[t] += s[t + k]`
//! on the thread's own slot and a barrier after every step. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_add_assign_tree_twin(x: &[f32], sums: &mut [f32]) {
        let mut s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * 128) as usize + t;
        if t < 128 {
            s[t] = if i < x.len() { x[i] } else { 0.0 };
        }
        sync_threads();
        let mut k = 64;
        while k > 0 {
            if t < k {
                s[t] += s[t + k];
            }
            sync_threads();
            k /= 2;
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            sums[b] = s[0];
        }
    }
}
// CHECK: kernel @shared_add_assign_tree_twin(
