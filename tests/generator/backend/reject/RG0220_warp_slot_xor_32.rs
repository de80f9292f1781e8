//! S8 warp phases, near miss of accept/warp_slot_xor: `t ^ 32` flips the
//! warp bit, the same lane of the neighbouring warp, which `sync_warp()`
//! does not order with this one.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_xor_32(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()];
        warp::sync_warp();
        let v = s[t ^ 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[t]`
