//! S8/S9 warp phases, near miss: `sync_warp_mask(0x7fff_ffff)` reached by
//! every lane leaves out lane 31, whose slot lane 30 then reads: a constant
//! partial mask every lane reaches is refused as such (S9), and never ends
//! a warp phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_phase_partial_mask(x: &[f32], out: &mut [f32]) {
        let mut stage = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        stage[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp_mask(0x7fff_ffff);
        let lane = t % 32;
        let neighbour = t - lane + (lane + 1) % 32;
        if i < out.len() {
            out[i] = stage[neighbour];
        }
    }
}
// CHECK: error[RG0211]: {{.*}}0x7fffffff
// CHECK: error[RG0220]: read of `stage[neighbour]` may see another thread's write of `stage[t]`
