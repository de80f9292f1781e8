//! S10 misuse: `cluster_sync()` under `all(p)`: per warp, not per cluster.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_under_all(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if warp::all(v > 0.0) {
            cluster::cluster_sync();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0212]:
