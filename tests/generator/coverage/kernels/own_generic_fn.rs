#![no_std]
use rsgpu::*;

use core::ops::{Add, Mul, Sub};

fn lerp<T: Copy + Add<Output = T> + Sub<Output = T> + Mul<Output = T>>(a: T, b: T, t: T) -> T {
    a + (b - a) * t
}

fn largest<T: PartialOrd + Copy>(xs: &[T]) -> T {
    let mut m = xs[0];
    for &x in xs {
        if x > m {
            m = x;
        }
    }
    m
}

rsgpu::kernel! {
    pub fn own_generic_fn(a: &[f32], b: &[f32], ia: &[i32], out: &mut [f32], iout: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < iout.len() {
            out[i] = lerp(a[i], b[i], 0.75f32);
            iout[i] = lerp(ia[i], 3, 2) + largest(&ia[i..i + 4]);
        }
    }
}
