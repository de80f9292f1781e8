//! Generic device fns with closures inside: `xs.iter().map(|&x| x * x).sum()`
//! over `T`, and a local closure capturing a `T` argument.
#![no_std]
use rsgpu::*;
use core::ops::Mul;

fn sum_sq<T: Copy + Mul<Output = T> + core::iter::Sum<T>>(xs: &[T]) -> T {
    xs.iter().map(|&x| x * x).sum()
}

fn scale_all<T: Copy + Mul<Output = T>>(xs: &[T], k: T, out: &mut [T; 4]) {
    let f = |v: T| v * k;
    for j in 0..4 {
        out[j] = f(xs[j]);
    }
}

rsgpu::kernel! {
    pub fn own_generic_inner_closure(x: &[f32], ix: &[i32], out: &mut [f32], iout: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < iout.len() && (i + 1) * 4 <= x.len() && (i + 1) * 4 <= ix.len() {
            let mut tmp = [0.0f32; 4];
            scale_all(&x[i * 4..i * 4 + 4], 2.0, &mut tmp);
            out[i] = sum_sq(&x[i * 4..i * 4 + 4]) + tmp[3];
            iout[i] = sum_sq(&ix[i * 4..i * 4 + 4]);
        }
    }
}
