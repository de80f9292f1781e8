//! Twin: the shared-memory form of the row loop, each thread filling its own four slots, `for k in 0..4 { s[t * 4 + k] = .. }` (slots [4t, 4t + 4) of a 1024-slot array, distinct for distinct threads), then a barrier and any read. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_own_slots_twin(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..4 {
            let g = i * 4 + k;
            s[t * 4 + k] = if g < x.len() { x[g] } else { 0.0 };
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[1023 - t];
        }
    }
}
// CHECK: kernel @shared_row_loop_own_slots_twin(
