//! Twin (correct): the thread's chunk handed to a device fn that writes every
//! element of it. Must translate.
#![no_std]
use rsgpu::*;

fn fill2(c: &mut [f32], v: f32) {
    for e in c.iter_mut() {
        *e = v;
    }
}

rsgpu::kernel! {
    pub fn chunk_handed_to_helper_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            fill2(c, 1.0);
        }
    }
}
// CHECK: kernel @chunk_handed_to_helper_twin(
