//! `(0..n).map(|k| ..).sum()` / `.fold(..)` whose closure captures (a slice
//! and a scalar): at O3 rustc prints core's `map_fold` closure with full
//! paths (`core::iter::adapters::map::map_fold`, `<f32 as core::iter::Sum>`)
//! and builds it as an aggregate of its two captures, `{ 0: g, 1: f }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn map_sum_capture(x: &[f32], w: &[u32], scale: f32, y: &mut [f32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < z.len() {
            let n = i % 9;
            let s: f32 = (0..n).map(|k| if k < x.len() { x[k] * scale } else { 0.5 }).sum();
            let t = (0..=n)
                .map(|k| w.get(k).copied().unwrap_or(7).wrapping_mul(i as u32 + 1))
                .fold(0u32, |a, b| a.wrapping_add(b));
            y[i] = s;
            z[i] = t;
        }
    }
}
// CHECK: kernel @map_sum_capture(
