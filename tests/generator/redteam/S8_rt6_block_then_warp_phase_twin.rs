//! Twin (correct, S8 warp phases): a block barrier orders a write of every slot, then a warp phase reads the warp neighbour. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_block_then_warp_phase_twin(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = x[i % x.len()]; sync_threads(); v = s[(t + 64) % 256]; sync_threads(); s[t] = v; warp::sync_warp(); v += s[(t & !31) | (t % 32 ^ 3)];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S8_rt6_block_then_warp_phase_twin(
