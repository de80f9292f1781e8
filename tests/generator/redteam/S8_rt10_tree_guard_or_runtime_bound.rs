//! S8 misuse: the tree step guarded by `t < stride || t < n` (n a kernel parameter: "also the threads below the input length"): a thread below n but at or above the stride writes s[t] in [stride, n) while thread t - stride reads it. The access is not reached only through the true edge of `t < stride`. Expected RG0220 (or RG0221).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_or_runtime_bound(x: &[f32], n: usize, partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut stride = 128usize;
        while stride > 0 {
            if t < stride || t < n {
                s[t] += s[t + stride];
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
