//! S8 misuse (red team 29): the odd/even slot `c(2t + 2) - 1` with `t = thread_idx_x() as u8`: threads 0 and 256 write slot 1. Docs: RG0221 (t = thread_idx_x() exactly).
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_odd_even_t_u8(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 512>(); let t = (thread_idx_x() as u8) as usize; let c = 1usize; if thread_idx_x() < 512 { let bi = c * (2 * t + 2) - 1; if bi < 512 { s[bi] = x[0]; } }
        sync_threads();
        if thread_idx_x() == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG0221]:{{.*}}`s[
