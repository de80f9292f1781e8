//! S8 warp phases, near miss of accept/warp_slot_xor: `(t as u8) ^ 1` flips
//! a lane bit of the id truncated to 8 bits: thread 261 reads slot 4, a lane
//! of warp 0, which its warp's `sync_warp()` does not order.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_xor_truncated(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()];
        warp::sync_warp();
        let v = s[((t as u8) ^ 1) as usize];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[t]`
