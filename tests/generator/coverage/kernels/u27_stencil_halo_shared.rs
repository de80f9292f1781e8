//! 1-D 3-point stencil through a shared tile with a halo: each thread loads its element, thread 0
//! loads both halo cells (zero outside the input), barrier, then a weighted average.
#![no_std]
use rsgpu::*;

const B: usize = 64;

rsgpu::kernel! {
    pub fn u27_stencil_halo_shared(x: &[f32], y: &mut [f32], w0: f32, w1: f32) {
        let mut tile = shared_array::<f32, { B + 2 }>();
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * B;
        let g = base + t;
        tile[t + 1] = if g < x.len() { x[g] } else { 0.0 };
        if t == 0 {
            tile[0] = if base > 0 && base - 1 < x.len() { x[base - 1] } else { 0.0 };
            tile[B + 1] = if base + B < x.len() { x[base + B] } else { 0.0 };
        }
        sync_threads();
        if g < y.len() {
            y[g] = w1 * tile[t] + w0 * tile[t + 1] + w1 * tile[t + 2];
        }
    }
}
