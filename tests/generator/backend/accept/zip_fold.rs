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
            let n = i % 5;
            let k = i % 7;
            if n <= a.len() && k <= b.len() && n <= u.len() && k <= v.len() {
                dot[i] = a[0..n].iter().zip(&b[0..k]).map(|(x, y)| x * y).sum();
                mix[i] = u[0..n].iter().zip(&v[0..k]).fold(1u32, |s, (x, y)| s.wrapping_mul(31) ^ (x ^ y));
            }
        }
    }
}
// CHECK: kernel @zip_fold(
