//! A const-generic matrix type `Mat<R, C>` with `impl Mul<Vec<C>>`-style products: each thread
//! applies a 3x3 transform (from a parameter slice) and a 2x3 projection to its point.
#![no_std]
use core::ops::Mul;
use rsgpu::*;

#[derive(Clone, Copy)]
struct Mat<const R: usize, const C: usize> {
    m: [[f32; C]; R],
}

#[derive(Clone, Copy)]
struct V<const N: usize>([f32; N]);

impl<const R: usize, const C: usize> Mul<V<C>> for Mat<R, C> {
    type Output = V<R>;
    fn mul(self, v: V<C>) -> V<R> {
        let mut out = [0.0f32; R];
        for r in 0..R {
            for c in 0..C {
                out[r] += self.m[r][c] * v.0[c];
            }
        }
        V(out)
    }
}

impl<const R: usize, const C: usize> Mat<R, C> {
    fn from_slice(s: &[f32]) -> Self {
        let mut m = [[0.0f32; C]; R];
        for r in 0..R {
            for c in 0..C {
                m[r][c] = s[r * C + c];
            }
        }
        Mat { m }
    }
}

rsgpu::kernel! {
    pub fn u27_mat3_const_generic(xform: &[f32], pts: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (i + 1) * 2 > out.len() || (i + 1) * 3 > pts.len() || xform.len() < 15 {
            return;
        }
        let t: Mat<3, 3> = Mat::from_slice(&xform[..9]);
        let p: Mat<2, 3> = Mat::from_slice(&xform[9..15]);
        let v = V([pts[3 * i], pts[3 * i + 1], pts[3 * i + 2]]);
        let V([a, b]) = p * (t * v);
        out[2 * i] = a;
        out[2 * i + 1] = b;
    }
}
