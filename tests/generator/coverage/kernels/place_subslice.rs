#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// A constant subslice &x[2..8].
    pub fn place_subslice(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() >= 8 && i < out.len() {
            let window = &x[2..8];
            let mut s = 0.0;
            for v in window {
                s += v;
            }
            out[i] = s + x[i % x.len()];
        }
    }
}
