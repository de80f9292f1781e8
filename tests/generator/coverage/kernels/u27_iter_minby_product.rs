//! `product`, `min_by` with `partial_cmp`, `max_by_key`, `position`, `rposition` and `fold` over a
//! thread's row of small integers and floats.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_iter_minby_product(xs: &[f32], ks: &[i32], cols: usize, fo: &mut [f32], io: &mut [i64]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (r + 1) * 2 > fo.len() || (r + 1) * 4 > io.len() || (r + 1) * cols > xs.len() || (r + 1) * cols > ks.len() {
            return;
        }
        let xr = &xs[r * cols..(r + 1) * cols];
        let kr = &ks[r * cols..(r + 1) * cols];
        let smallest = xr.iter().copied().min_by(|a, b| a.partial_cmp(b).unwrap()).unwrap_or(0.0);
        let sum_abs = xr.iter().fold(0.0f32, |s, v| s + v.abs());
        let prod: i64 = kr.iter().map(|&k| (k % 4) as i64 + 1).product();
        let first_neg = kr.iter().position(|&k| k < 0).map_or(-1, |p| p as i64);
        let last_big = kr.iter().rposition(|&k| k > 5).map_or(-1, |p| p as i64);
        let biggest = kr.iter().max_by_key(|&&k| k.unsigned_abs()).copied().unwrap_or(0);
        fo[r * 2] = smallest;
        fo[r * 2 + 1] = sum_abs;
        let o = &mut io[r * 4..(r + 1) * 4];
        o[0] = prod;
        o[1] = first_neg * 100 + last_big;
        o[2] = biggest as i64;
        o[3] = kr.iter().map(|&k| k as i64).fold(1i64, |p, k| p.wrapping_mul(k | 1));
    }
}
