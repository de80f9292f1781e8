//! 8-point DCT-II of each row of 8 samples: the cosine basis built per thread with `core::array::from_fn` and
//! `math::cosf`, the `k == 0` scale from a `const fn`, rows through `chunks_exact(8)` and `chunks_mut(8)`.
#![no_std]
use rsgpu::math::{cosf, sqrtf};
use rsgpu::*;

const N: usize = 8;

const fn pi_over_n() -> f32 {
    3.141_592_7 / N as f32
}

rsgpu::kernel! {
    pub fn u29_dct8(x: &[f32], y: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (Some(src), Some(dst)) = (x.chunks_exact(N).nth(r), y.chunks_mut(N).nth(r)) else {
            return;
        };
        let basis: [[f32; N]; N] =
            core::array::from_fn(|k| core::array::from_fn(|n| cosf(pi_over_n() * (n as f32 + 0.5) * k as f32)));
        let s0 = sqrtf(1.0 / N as f32);
        let s = sqrtf(2.0 / N as f32);
        for (k, out) in dst.iter_mut().enumerate() {
            let acc: f32 = src.iter().zip(basis[k].iter()).map(|(a, b)| a * b).sum();
            *out = acc * if k == 0 { s0 } else { s };
        }
    }
}
