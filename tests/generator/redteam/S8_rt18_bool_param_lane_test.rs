//! S8 misuse (red team 18): an identity helper `pass(b: bool) -> bool` handed a lane test `lane_id() < 16`.
#![no_std]
use rsgpu::*;

fn pass(b: bool) -> bool {
    b
}

rsgpu::kernel! {
    pub fn bool_param_lane_test(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if pass(lane_id() < 16) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
