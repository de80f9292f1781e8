//! S8/S9/S10 near misses of accept/uniform_helpers.rs: device functions whose
//! return value depends on the thread (`lane_ok()`: its lane; `third(t)` of
//! the thread id; `first(y)`: an element of a `&mut` slice other threads
//! write, a reference argument) and one uniform per block only
//! (`leader_block()` before a cluster barrier).
#![no_std]
use rsgpu::*;

fn lane_ok() -> bool {
    lane_id() < 16
}
fn third(t: u32) -> u32 {
    t % 3
}
fn first(v: &[f32]) -> f32 {
    v[0]
}
fn leader_block() -> bool {
    cluster::cluster_rank() == 0
}

rsgpu::kernel! {
    pub fn helper_returning_thread_value(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 1.0f32;
        if lane_ok() {
            v += warp::shfl_xor(v, 1);
        }
        if third(thread_idx_x()) == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = v;
        }
        if !y.is_empty() && first(y) > 0.0 {
            sync_threads();
        }
        if leader_block() {
            cluster::cluster_sync();
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `lane_ok(..)` decides so
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which `leader_block(..)` decides so
