//! Each thread scales its own chunk of the output in place: chunks_mut + iter_mut.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_chunks_mut(y: &mut [f32], width: usize, scale: f32) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(chunk) = y.chunks_mut(width).nth(t) {
            for v in chunk.iter_mut() {
                *v *= scale;
            }
        }
    }
}
