//! Three-point moving average with windows.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_windows(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(w) = x.windows(3).nth(i) {
            if i < out.len() {
                out[i] = (w[0] + w[1] + w[2]) * 0.25;
            }
        }
    }
}
