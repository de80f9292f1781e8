//! Twin (current subset, `get`/`set`): every thread reaches the one
//! `sync_threads()`; the shared writes and reads around it are guarded by
//! `t < 128`. Must translate at O0 and O3. (At O3, rustc's MIR duplicates the
//! barrier call into both arms of the `t < 128` test.)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn guarded_write_barrier_read_twin(x: &[f32], y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 128 {
            s.set(t, if i < x.len() { x[i] } else { 0.0 });
        }
        sync_threads();
        if t < 128 && i < y.len() {
            y[i] = s.get(127 - t);
        }
    }
}
// CHECK: kernel @guarded_write_barrier_read_twin(
