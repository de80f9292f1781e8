//! S8 misuse: the guard on the thread index truncated to u8, `if (t as u8 as usize) < 200 { s[t] += s[t + 200] }` on a 1024-slot array: thread 256 passes (256 as u8 = 0) and writes s[256], which thread 56 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_guard_on_truncated_tid(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 1024 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if (t as u8 as usize) < 200 {
            s[t] += s[t + 200];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
