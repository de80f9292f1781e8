//! Twin (correct, S8 warp phases): two rounds: write own, sync_warp, read neighbour, sync_warp, write own again, sync_warp, read. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_phases_two_rounds_twin(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = x[i % x.len()]; warp::sync_warp(); v = s[(t & !31) | ((t + 1) % 32)]; warp::sync_warp(); s[t] = v + 1; warp::sync_warp(); v += s[(t & !31) | ((t + 2) % 32)];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S8_rt6_warp_phases_two_rounds_twin(
