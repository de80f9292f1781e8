//! Const-generic helpers over `[f32; N]`: a fixed 4-tap dot via `try_into` of a subslice, and an
//! N-point moving maximum; `[T; N]::default`-style init with `[0.0; N]`.
#![no_std]
use rsgpu::*;

fn dot<const N: usize>(a: &[f32; N], b: &[f32; N]) -> f32 {
    let mut s = 0.0;
    for k in 0..N {
        s += a[k] * b[k];
    }
    s
}

fn load<const N: usize>(x: &[f32], at: usize) -> Option<[f32; N]> {
    let s = x.get(at..at + N)?;
    s.try_into().ok()
}

fn max_of<const N: usize>(a: [f32; N]) -> f32 {
    a.iter().fold(f32::NEG_INFINITY, |m, &v| m.max(v))
}

const TAPS: [f32; 4] = [0.125, 0.375, 0.375, 0.125];

rsgpu::kernel! {
    pub fn u27_const_generic_dot(x: &[f32], smooth: &mut [f32], peak: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= smooth.len() || i >= peak.len() {
            return;
        }
        smooth[i] = match load::<4>(x, i) {
            Some(w) => dot(&w, &TAPS),
            None => 0.0,
        };
        peak[i] = load::<3>(x, i).map(max_of).unwrap_or(-1.0);
    }
}
