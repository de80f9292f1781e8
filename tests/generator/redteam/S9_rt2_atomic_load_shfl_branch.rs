//! S9: a shuffle under `if flag.load(Relaxed) != 0`, an `&Atomic<u32>` that
//! lane 3 sets while the others test it.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn atomic_load_shfl_branch(flag: &Atomic<u32>, y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if lane_id() == 3 {
            flag.store(1, Relaxed);
        }
        let mut v = i as u32;
        if flag.load(Relaxed) != 0 {
            v = warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]:
