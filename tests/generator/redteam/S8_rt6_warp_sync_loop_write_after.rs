//! S8 warp phases: sync_warp in a loop, the write after it, the neighbour read before the next sync
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_loop_write_after(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0; for k in 0..4u32 { warp::sync_warp(); s[t] = x[i % x.len()] + k; v += s[(t & !31) + (t + 1) % 32]; }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
