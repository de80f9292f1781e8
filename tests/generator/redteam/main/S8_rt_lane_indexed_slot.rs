//! S8: a shared slot indexed by `lane_id()` — the same slot in every warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn lane_indexed_slot(y: &mut [f32]) {
        let s = shared_array::<f32, 32>();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        s.set(lane_id() as usize, 1.0);
        sync_threads();
        if i < y.len() {
            y[i] = s.get(0);
        }
    }
}
// CHECK: error[RG0221]: write to `s[{{.*}}lane_id(){{.*}}]` may collide
