//! S8: a tree stride drawn from a range that threads advance differently:
//! `let mut it = 1..3; if t >= 16 { it.next(); } let k = 32 * it.next()..;`
//! — k = 32 for threads below 16, 64 for the others. Thread 0 reads s[32],
//! which thread 32 (k = 64) updates in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_stride_from_range_advanced_per_thread(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut it = 1..3usize;
        if t >= 16 {
            it.next();
        }
        let k = 32 * it.next().unwrap_or(1);
        if t < k {
            s[t] += s[t + k];
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
