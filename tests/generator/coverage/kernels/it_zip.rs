//! Row-by-vector dot product with zip.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_zip(m: &[f32], v: &[f32], out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = v.len();
        if r < out.len() {
            let mut s = 0.0f32;
            for (a, b) in m[r * w..(r + 1) * w].iter().zip(v.iter()) {
                s += a * b;
            }
            out[r] = s;
        }
    }
}
