//! The barrier must separate write and read on *every* path: here it is
//! skipped when `k` (a kernel parameter, uniform) is 0, so RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_on_one_path(x: &[f32], y: &mut [f32], k: u32) {
        let tile = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        tile.set(t, if i < x.len() { x[i] } else { 0.0 });
        if k != 0 {
            sync_threads();
        }
        let left = tile.get((t + 255) % 256);
        if i < y.len() {
            y[i] = left;
        }
    }
}
// CHECK: error[RG0220]: read of `tile[{{.*}}]` may see another thread's write of `tile[t]`: no barrier between them
