//! S10 misuse: `cluster_sync()` in a loop counted from the warp id (`r = t / 32; while r <
//! 2`): warps run it a different number of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_warp_counter(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut r = t / 32;
        while r < 2 {
            cluster::cluster_sync();
            r += 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0212]:
