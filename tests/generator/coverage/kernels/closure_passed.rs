#![no_std]
use rsgpu::*;

fn apply_twice<F: Fn(f32) -> f32>(f: F, x: f32) -> f32 {
    f(f(x))
}

fn reduce_by(xs: &[f32], init: f32, f: impl Fn(f32, f32) -> f32) -> f32 {
    let mut acc = init;
    for &x in xs {
        acc = f(acc, x);
    }
    acc
}

rsgpu::kernel! {
    pub fn closure_passed(x: &[f32], k: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let row = &x[i * 4..i * 4 + 4];
            out[i] = apply_twice(|v| v * k + 1.0, row[0]) + reduce_by(row, 0.0, |a, b| a.max(b));
        }
    }
}
