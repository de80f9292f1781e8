//! `core::array::from_fn` weights, `iter_mut` over a local array, and `map` on an array.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_array_from_fn(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let w: [f32; 5] = core::array::from_fn(|k| (k as f32 - 2.0) * 0.25);
            let mut taps = [0.0f32; 5];
            for (k, t) in taps.iter_mut().enumerate() {
                *t = x.get(i + k).copied().unwrap_or(0.0);
            }
            let sq = taps.map(|t| t * t);
            let mut acc = 0.0;
            for k in 0..5 {
                acc += w[k] * taps[k] + sq[k];
            }
            out[i] = acc;
        }
    }
}
