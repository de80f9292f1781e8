//! S8: the tree reduction whose `else` arm clears the slot of each thread that
//! fails the guard, `if t < k { s[t] += s[t + k] } else { s[t] = 0.0 }`:
//! thread t + k (not below k) writes the slot `s[t + k]` that thread t reads
//! in the same phase.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tree_else_clears_read_slots(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 128;
        while k > 0 {
            if t < k {
                s[t] += s[t + k];
            } else {
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
