//! S8: the tree guard on a truncated id, `if (t as u8 as usize) < k { s[t] +=
//! s[t + k] }` with 1024 slots: thread 256 passes for k = 256 and writes
//! s[256], which thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tree_guard_truncated_u8(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 1024>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 512;
        while k > 0 {
            if ((t as u8) as usize) < k {
                s[t] += s[t + k];
            }
            sync_threads();
            k /= 2;
        }
        if t == 0 { let b = block_idx_x() as usize; if b < y.len() { y[b] = s[0]; } }
    }
}
// CHECK: error[RG0220]:
