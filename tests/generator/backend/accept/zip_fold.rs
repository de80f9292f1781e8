//! `a.iter().zip(b).map(..).sum()` and `a.iter().zip(b).fold(..)`: rustc -O3
//! calls Zip's specialisation `ZipImpl::fold` (with core's `map_fold` and
//! `Sum::sum` closures for the first), O0 `Map`/`Zip`'s own methods. The
//! shorter slice ends the zip.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn zip_fold(a: &[f32], b: &[f32], u: &[u32], v: &[u32], dot: &mut [f32],
                    mix: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < dot.len() && i < mix.len() {
            let s = (i / 5) % 2;
            let n = s + i % 5;
            let k = s + i % 7;
            if n <= a.len() && k <= b.len() && n <= u.len() && k <= v.len() {
                dot[i] = a[s..n].iter().zip(&b[s..k]).map(|(x, y)| x * y).sum();
                mix[i] = u[s..n].iter().zip(&v[s..k]).fold(1u32, |h, (x, y)| h.wrapping_mul(31) ^ (x ^ y));
            }
        }
    }
}
// CHECK: kernel @zip_fold(
