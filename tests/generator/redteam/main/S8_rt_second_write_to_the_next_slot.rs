//! S8: each thread writes its slot and the next one in one phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn second_write_to_the_next_slot(y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 127 {
            s.set(t, 1.0);
            s.set(t + 1, 2.0);
        }
        sync_threads();
        if t < 128 && i < y.len() {
            y[i] = s.get(t);
        }
    }
}
// CHECK: error[RG0221]: write to `s[(t + 1)]` may collide
