//! Twin: `y[gid + off[0]]` — one offset for the whole launch (an invariant read). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gid_plus_uniform_loaded_offset_twin(off: &[u32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 0 < off.len() {
            let j = gid + off[0] as usize;
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: kernel @gid_plus_uniform_loaded_offset_twin(
