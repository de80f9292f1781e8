//! Accepted (S8/S10): barriers under conditions and loop bounds that device
//! functions compute from values uniform per block: `leader_block()` (its
//! cluster rank), `warps()` (block_dim_x / 32), `half(n)` of a parameter,
//! `first(x[0])` of a read-only parameter's element. At O0 rustc keeps the
//! calls; each function's return value is summarised for its callers
//! (analysis/ThreadCalls.cpp).
#![no_std]
use rsgpu::*;

fn leader_block() -> bool {
    cluster::cluster_rank() == 0
}
fn warps() -> u32 {
    block_dim_x() / 32
}
fn half(n: u32) -> u32 {
    n / 2
}
fn low_bit(v: u32) -> bool {
    v & 1 == 0
}

rsgpu::kernel! {
    pub fn uniform_helpers(y: &mut [f32], x: &[u32], n: u32) {
        if leader_block() {
            sync_threads();
        }
        for _ in 0..warps() {
            sync_threads();
        }
        for _ in 0..half(n) {
            sync_threads();
        }
        if !x.is_empty() && low_bit(x[0]) {
            sync_threads();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @uniform_helpers(
