//! S8 accepted: each thread writes its own slot, a barrier, then any thread
//! reads any slot (here the left neighbour's). The write is emitted with
//! its `// S8:` proof.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_neighbour(x: &[f32], y: &mut [f32]) {
        let tile = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        tile.set(t, if i < x.len() { x[i] } else { 0.0 });
        sync_threads();
        let left = tile.get((t + 127) % 128);
        if i < y.len() {
            y[i] = left;
        }
    }
}
// CHECK: kernel @shared_neighbour(
// CHECK: call rsgpu.shared.set<f32, 128>(
// CHECK: call rsgpu.sync_threads()
// CHECK: call rsgpu.shared.get<f32, 128>(
