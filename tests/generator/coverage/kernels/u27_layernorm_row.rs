//! LayerNorm per row: block sums of x and x^2 in shared memory, then (x - mean) * rstd * gamma + beta.
#![no_std]
use rsgpu::math::sqrtf;
use rsgpu::*;

const B: usize = 64;

fn block_sum(red: &mut SharedArray<f32, B>, t: usize, v: f32) -> f32 {
    red[t] = v;
    sync_threads();
    let mut s = B / 2;
    while s > 0 {
        if t < s {
            red[t] += red[t + s];
        }
        sync_threads();
        s >>= 1;
    }
    let r = red[0];
    sync_threads();
    r
}

rsgpu::kernel! {
    pub fn u27_layernorm_row(x: &[f32], gamma: &[f32], beta: &[f32], y: &mut [f32], cols: usize, eps: f32) {
        let mut red = shared_array::<f32, B>();
        let t = thread_idx_x() as usize;
        let row = &x[block_idx_x() as usize * cols..(block_idx_x() as usize + 1) * cols];
        let (mut s1, mut s2) = (0.0f32, 0.0f32);
        for c in (t..cols).step_by(B) {
            let v = row[c];
            s1 += v;
            s2 += v * v;
        }
        let sum = block_sum(&mut red, t, s1);
        let sumsq = block_sum(&mut red, t, s2);
        let mean = sum / cols as f32;
        let var = (sumsq / cols as f32 - mean * mean).max(0.0);
        let rstd = 1.0 / sqrtf(var + eps);
        let base = block_idx_x() as usize * cols;
        for c in (t..cols).step_by(B) {
            y[base + c] = (row[c] - mean) * rstd * gamma[c] + beta[c];
        }
    }
}
