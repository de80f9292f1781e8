//! S8: each arm of `if t < 64` passes one barrier, but the first arm then
//! returns and the kernel goes on to a second `sync_threads()` that only
//! threads >= 64 reach. Expected RG0210 (BarrierGroups: every path out of the
//! region passes exactly one barrier).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn arms_each_barrier_one_returns_then_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            return;
        } else {
            if t < 128 { s[t] = 2.0; }
            sync_threads();
        }
        sync_threads();
        if i < y.len() && t < 128 { y[i] = s[127 - t] + x.len() as f32; }
    }
}
// CHECK: error[RG0210]:
