//! S8 warp phases: the slot id is `2 * thread_idx_x()`: lanes 16..31 of warp 0 own slots 32..62, the 'warp' of warp 1's slots. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_slot_id_times_two(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 512>();
        let i = block_idx_x() as usize * 256 + thread_idx_x() as usize;
        let mut v = 0u32;
        let t = 2 * thread_idx_x() as usize; s[t] = x[i % x.len()]; warp::sync_warp(); v = s[(t & !31) + (t + 2) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
