//! Softmax with one warp per row: lanes stride over the columns, `shfl_xor` butterflies for the row
//! max and the row sum, every lane writes its own columns.
#![no_std]
use rsgpu::math::expf;
use rsgpu::warp::shfl_xor;
use rsgpu::*;

fn warp_max(mut v: f32) -> f32 {
    let mut m = 16;
    while m > 0 {
        v = v.max(shfl_xor(v, m));
        m /= 2;
    }
    v
}

fn warp_sum(mut v: f32) -> f32 {
    for m in [16, 8, 4, 2, 1] {
        v += shfl_xor(v, m);
    }
    v
}

rsgpu::kernel! {
    pub fn u27_warp_row_softmax(x: &[f32], y: &mut [f32], rows: usize, cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 32;
        let lane = gid % 32;
        let valid = row < rows;
        let base = row * cols;
        let mut m = f32::NEG_INFINITY;
        if valid {
            for c in (lane..cols).step_by(32) {
                m = m.max(x[base + c]);
            }
        }
        let m = warp_max(m);
        let mut s = 0.0;
        if valid {
            for c in (lane..cols).step_by(32) {
                s += expf(x[base + c] - m);
            }
        }
        let s = warp_sum(s);
        if valid {
            for c in (lane..cols).step_by(32) {
                y[base + c] = expf(x[base + c] - m) / s;
            }
        }
    }
}
