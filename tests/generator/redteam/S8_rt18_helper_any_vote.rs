//! S8 misuse (red team 18): a helper `any_pos(v) -> bool { any(v > 0.0) }` of a thread value: a vote is uniform per warp, not per block.
#![no_std]
use rsgpu::*;

fn any_pos(v: f32) -> bool {
    warp::any(v > 0.0)
}

rsgpu::kernel! {
    pub fn helper_any_vote(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        if any_pos(v) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
