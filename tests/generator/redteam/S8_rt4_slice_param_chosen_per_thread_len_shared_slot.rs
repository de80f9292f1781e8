//! S8: `sh[t + s.len()] = 1.0` with `s` one of two slice parameters chosen by
//! `t % 2` — with `z.len() == x.len() + 1` threads 2k + 1 and 2k + 2 write one
//! slot in one phase. Expected RG0221. O3: translated with the own-slot proof
//! (same cause as `S5_rt4_slice_param_chosen_per_thread_len_offset`); the
//! emitted `z = x;` does not compile. O0: RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_param_chosen_per_thread_len_shared_slot(x: &[f32], z: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut sh = shared_array::<f32, 512>();
        let s: &[f32] = if t % 2 == 1 { z } else { x };
        sh[t + s.len()] = 1.0;
        sync_threads();
        if i < y.len() {
            y[i] = sh[t] + x.len() as f32;
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
