//! S8: a device helper that syncs only in odd blocks (a block-uniform
//! condition, so no RG0210) stands between a shared write and a neighbour
//! read: in even blocks nothing orders them.
#![no_std]
use rsgpu::*;

fn sync_in_odd_blocks() {
    if block_idx_x() % 2 == 1 {
        sync_threads();
    }
}

rsgpu::kernel! {
    pub fn helper_block_conditional_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        sync_in_odd_blocks();
        if i < y.len() {
            y[i] = s[(t + 1) % 128];
        }
    }
}
// CHECK: error[RG0220]:
