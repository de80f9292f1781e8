//! S8 misuse (red team 29): `p = t ^ 1` and the guard `p > t8` with `t8 = thread_idx_x() as u8` (blocks of 512): threads 256 and 257 both pass (257 > 0, 256 > 1) and both touch slots 256 and 257. Docs: RG0220/RG0221 (the guard's t must be the xor's).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_guard_other_t(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 512>(); let t = thread_idx_x() as usize; let t8 = (thread_idx_x() as u8) as usize;
        let p = t ^ 1; if p > t8 && p < 512 { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG022{{[01]}}]:{{.*}}`s[
