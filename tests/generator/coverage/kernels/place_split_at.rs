#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// split_at.
    pub fn place_split_at(m: &[f32], width: usize, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let row = &m[i * width..(i + 1) * width];
            let (left, right) = row.split_at(width / 2);
            let l: f32 = left.iter().sum();
            let r: f32 = right.iter().sum();
            out[i] = l - r;
        }
    }
}
