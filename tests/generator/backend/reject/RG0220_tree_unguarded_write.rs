//! The read at `t + stride` is guarded, the write at `t` is not: thread
//! `stride` writes the slot thread 0 reads. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_unguarded_write(input: &[f32], out: &mut [f32], stride: usize) {
        let tile = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        tile.set(t, if i < input.len() { input[i] } else { 0.0 });
        sync_threads();
        let mut v = 0.0;
        if t < stride {
            v = tile.get(t + stride);
        }
        tile.set(t, v);
        sync_threads();
        if i < out.len() {
            out[i] = tile.get(t);
        }
    }
}
// CHECK: error[RG0220]: read of `tile[(t + stride)]` may see another thread's write of `tile[t]`: no barrier between them
