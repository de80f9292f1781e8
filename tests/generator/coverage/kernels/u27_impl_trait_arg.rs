//! `impl Trait` in argument position: `impl Fn(f32) -> f32` transforms and an `impl Iterator<Item = u32>`
//! consumer; the kernel picks a transform by a flag.
#![no_std]
use rsgpu::*;

fn apply_twice(f: impl Fn(f32) -> f32, v: f32) -> f32 {
    f(f(v))
}

fn checksum(it: impl Iterator<Item = u32>) -> u32 {
    it.fold(17u32, |h, v| h.wrapping_mul(31).wrapping_add(v))
}

rsgpu::kernel! {
    pub fn u27_impl_trait_arg(x: &[f32], ids: &[u32], y: &mut [f32], h: &mut [u32], scale: f32, square: bool) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = if square {
                apply_twice(|v| v * v * 0.25, x[i])
            } else {
                apply_twice(move |v| v * scale + 1.0, x[i])
            };
        }
        if i < h.len() {
            let end = (i + 4).min(ids.len());
            let start = i.min(end);
            h[i] = checksum(ids[start..end].iter().copied().filter(|v| v % 3 != 0));
        }
    }
}
