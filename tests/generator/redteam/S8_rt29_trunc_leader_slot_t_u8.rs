//! S8 misuse (red team 29): the leader slot `(thread_idx_x() as u8) / 32` under lane 0: in a 512-thread block warps 0 and 8 write slot 0. Docs: RG0221 (t / 32 of thread_idx_x()).
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_leader_slot_t_u8(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 32>(); let t = (thread_idx_x() as u8) as usize; if lane_id() == 0 { s[t / 32] = x[0]; }
        sync_threads();
        if thread_idx_x() == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG0221]:{{.*}}`s[
