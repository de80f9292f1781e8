//! First element of a row above a threshold (position -> Option).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_position(m: &[f32], width: usize, threshold: f32, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            out[r] = match row.iter().position(|&v| v > threshold) {
                Some(j) => j as i32,
                None => -1,
            };
        }
    }
}
