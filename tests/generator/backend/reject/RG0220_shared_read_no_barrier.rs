//! S8 shared-memory phases: each thread writes its own slot, then reads its
//! neighbour's without a `sync_threads()` in between: RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_read_no_barrier(x: &[f32], y: &mut [f32]) {
        let tile = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        tile.set(t, if i < x.len() { x[i] } else { 0.0 });
        let right = tile.get((t + 1) % 256);
        if i < y.len() {
            y[i] = right;
        }
    }
}
// CHECK: error[RG0220]: read of `tile[((t + 1) % 256)]` may see another thread's write of `tile[t]`: no barrier between them
// CHECK: help: call `sync_threads()` between the writes and the reads
