//! S9 run case: the launch obligation of a broadcast whose source lane is the
//! warp id: `c = shfl(v, t / 32)` is one value per warp only when a warp is
//! threads 32w..32w+31 (1-D blocks); it guards a ballot. 1-D blocks of 64 with
//! x[i] = 1 except x[33] = 0: warp 0 reads lane 0 (1: 32 each), warp 1 reads
//! lane 1 (t = 33, 0: 1 each), 1056 per block. In a 48 x 2 block warp 1 holds
//! row 0's t = 32..47 (source lane 1) and row 1's t = 0..15 (source lane 0):
//! different sources, the ballot reached by part of the warp. Such shapes must
//! be refused with InvalidLaunchConfig (kernels.md: conditions on `t` need 1-D
//! blocks of whole warps).
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn broadcast_src_warp_id_2d_launch(x: &[u32], total: &[Atomic<u32>]) {
        let t = thread_idx_x();
        let v = if (t as usize) < x.len() { x[t as usize] } else { 0 };
        let c = warp::shfl(v, t / 32);
        let mut n = 1u32;
        if c > 0 {
            n = warp::ballot(true).count_ones();
        }
        if !total.is_empty() {
            total[0].fetch_add(n, Relaxed);
        }
    }
}
