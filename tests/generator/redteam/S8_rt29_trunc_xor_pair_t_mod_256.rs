//! S8 misuse (red team 29): the xor pair of `t = thread_idx_x() % 256`: threads 0 and 256 both swap slots 0 and 1. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_xor_pair_t_mod_256(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 512>(); let t = (thread_idx_x() as u16 as usize) % 256; let p = t ^ 1; if p > t { s[p] = x[0]; s[t] = x[1]; }
        sync_threads();
        if thread_idx_x() == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG0221]:{{.*}}`s[
