//! Symmetric int8 quantisation per block of 32 values: warp `shfl_xor` max of `abs()`, scale = max / 127,
//! `math::roundf(x / scale) as i8` (saturating), dequantised error written back; one warp per block of 32.
#![no_std]
use rsgpu::math::roundf;
use rsgpu::warp::shfl_xor;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_quantize_i8(x: &[f32], q: &mut [i8], err: &mut [f32], scales: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(gid).copied().unwrap_or(0.0);
        let mut m = v.abs();
        for s in [16u32, 8, 4, 2, 1] {
            m = m.max(shfl_xor(m, s));
        }
        let scale = if m > 0.0 { m / 127.0 } else { 1.0 };
        if gid < x.len() && gid < q.len() && gid < err.len() {
            let qi = roundf(v / scale * 1.01) as i8;
            q[gid] = qi;
            err[gid] = v - qi as f32 * scale;
        }
        if gid % 32 == 0 && gid / 32 < scales.len() {
            scales[gid / 32] = scale;
        }
    }
}
