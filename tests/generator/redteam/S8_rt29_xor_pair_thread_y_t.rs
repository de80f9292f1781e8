//! S8 misuse (red team 29): `t = thread_idx_y()` for the pair: threads with one y and different x all touch slots y and y ^ 1. Docs: RG0220/RG0221 (t = thread_idx_x() exactly).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_thread_y_t(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_y() as usize;
        let p = t ^ 1; if p > t && p < 256 { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; }
        sync_threads();
        if thread_idx_x() == 0 && thread_idx_y() == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG022{{[01]}}]:{{.*}}`s[
