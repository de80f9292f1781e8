#![no_std]
use rsgpu::*;

const NONE: usize = usize::MAX;
const FAR: f32 = f32::INFINITY;

rsgpu::kernel! {
    /// Nearest centre to each point (1-D), or NONE when there is no centre.
    pub fn own_const_sentinels(points: &[f32], centres: &[f32], nearest: &mut [u64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < nearest.len() {
            let mut best = NONE;
            let mut best_d = FAR;
            for (c, &p) in centres.iter().enumerate() {
                let d = (points[i] - p).abs();
                if d < best_d {
                    best_d = d;
                    best = c;
                }
            }
            nearest[i] = best as u64;
        }
    }
}
