//! S10 misuse: `cluster_sync()` under `t >> 5 == 0` (warp 0 only): docs
//! RG0212 (`if thread_idx_x() < 32 { cluster::cluster_sync(); }`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_under_warp_shift(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t >> 5 == 0 {
            v += warp::shfl_xor(v, 1);
            cluster::cluster_sync();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0212]:
