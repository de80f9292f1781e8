//! S9 misuse: `sync_warp()` under `t <= WARP_SIZE as usize` (32 included: lane
//! 0 of warp 1 alone).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_under_t_le_31_plus_1(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t <= WARP_SIZE as usize {
            warp::sync_warp();
            v += 1.0;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `sync_warp()` is reached only by the threads for which
