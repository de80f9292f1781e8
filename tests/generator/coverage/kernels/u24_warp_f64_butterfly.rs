//! Butterfly (`shfl_xor`) reductions of `f64` and `i64` values in every lane; each thread writes its result.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_warp_f64_butterfly(x: &[f32], sums: &mut [f64], maxes: &mut [i64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] as f64 } else { 0.0 };
        let mut s = v * 0.5;
        let mut m = (v * 64.0) as i64 * 1_000_000_007;
        let mut mask = 16;
        while mask > 0 {
            s += warp::shfl_xor(s, mask);
            m = m.max(warp::shfl_xor(m, mask));
            mask >>= 1;
        }
        if i < sums.len() && i < maxes.len() {
            sums[i] = s;
            maxes[i] = m;
        }
    }
}
