//! 1-D convolution with a filter passed as a slice; borders clamped to the edge sample.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_conv1d_filter(x: &[f32], filter: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= y.len() || x.is_empty() {
            return;
        }
        let half = (filter.len() / 2) as isize;
        let last = x.len() as isize - 1;
        let mut acc = 0.0f32;
        for (k, &w) in filter.iter().enumerate() {
            let j = (i as isize + k as isize - half).clamp(0, last);
            acc += w * x[j as usize];
        }
        y[i] = acc;
    }
}
