//! S8 warp phases: lane 5 returns before sync_warp; lane 4 reads lane 5's slot
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_lane_exited(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        if t % 32 == 5 { return; } s[t] = x[i % x.len()]; warp::sync_warp(); let base = t & !31; let v = s[base + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `sync_warp
