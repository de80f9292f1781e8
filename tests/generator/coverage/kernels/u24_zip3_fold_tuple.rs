//! `zip` of three slices with a `((a, b), c)` pattern, folded into a `(min, max, sum)` tuple.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_zip3_fold_tuple(a: &[i32], b: &[i32], c: &[i32], width: usize, lo: &mut [i32], hi: &mut [i32], sum: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < lo.len() && r < hi.len() && r < sum.len() {
            let s = r * width..(r + 1) * width;
            let (mn, mx, total) = a[s.clone()]
                .iter()
                .zip(&b[s.clone()])
                .zip(&c[s])
                .map(|((x, y), z)| x * y + z)
                .fold((i32::MAX, i32::MIN, 0), |(mn, mx, t), v| (mn.min(v), mx.max(v), t + v));
            lo[r] = mn;
            hi[r] = mx;
            sum[r] = total;
        }
    }
}
