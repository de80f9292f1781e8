//! S8 control: the same clearing written as its own test, `if t >= k && t < 2
//! * k { s[t] = 0.0 }`, next to the tree step (rejected: the contrast to
//! S8_rt2_tree_else_clears_read_slots).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tree_separate_clear_of_read_slots(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 128;
        while k > 0 {
            if t < k {
                s[t] += s[t + k];
            }
            if t >= k && t < 2 * k {
                s[t] = 0.0;
            }
            sync_threads();
            k /= 2;
        }
        if t == 0 && (block_idx_x() as usize) < y.len() {
            y[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
