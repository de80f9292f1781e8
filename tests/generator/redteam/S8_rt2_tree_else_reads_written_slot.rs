//! S8: the tree step's `else` arm reads the slot a guarded thread writes,
//! `if t < k { s[t] += s[t + k] } else { acc += s[t - k] }`: thread t + k
//! reads `s[t]` while thread t updates it.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tree_else_reads_written_slot(x: &[f32], y: &mut [f32], z: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut acc = 0.0f32;
        let mut k = 128;
        while k > 0 {
            if t < k {
                s[t] += s[t + k];
            } else {
                acc += s[t - k];
            }
            sync_threads();
            k /= 2;
        }
        if i < z.len() {
            z[i] = acc;
        }
        if t == 0 && (block_idx_x() as usize) < y.len() {
            y[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
