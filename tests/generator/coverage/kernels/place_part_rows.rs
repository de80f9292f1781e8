//! Each thread fills its own row of `out`, taken as `&mut out[t * W..(t + 1) * W]`.
#![no_std]
use rsgpu::*;

const W: usize = 4;

rsgpu::kernel! {
    pub fn place_part_rows(x: &[f32], out: &mut [f32]) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (t + 1) * W <= out.len() && (t + 1) * W <= x.len() {
            let row = &mut out[t * W..(t + 1) * W];
            let mut acc = 0.0f32;
            for (k, v) in row.iter_mut().enumerate() {
                acc += x[t * W + k];
                *v = acc * 0.5 + k as f32;
            }
        }
    }
}
