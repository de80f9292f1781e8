//! S10 misuse: warps 1.. return (`t >= 32`) before `cluster_sync()`: RG0212.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_after_warp_return(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t >= 32 {
            return;
        }
        v += warp::shfl_xor(v, 1);
        cluster::cluster_sync();
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0212]:
