//! Const generics: `fn sum<const N: usize>(a: [f32; N])` called at three
//! lengths, a `[T; N]` returned by a const-generic helper (`[0.0; N]`
//! inside), and a generic dot product over two arrays of one length.
#![no_std]
use rsgpu::*;

fn sum<const N: usize>(a: [f32; N]) -> f32 {
    let mut s = 0.0;
    for k in 0..N {
        s += a[k];
    }
    s
}

fn load<const N: usize>(x: &[f32], at: usize) -> [f32; N] {
    let mut a = [0.0f32; N];
    for k in 0..N {
        a[k] = x[at + k];
    }
    a
}

fn dot<const N: usize>(a: &[f32; N], b: &[f32; N]) -> f32 {
    let mut s = 0.0;
    for k in 0..N {
        s += a[k] * b[k];
    }
    s
}

rsgpu::kernel! {
    pub fn own_const_generic(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && 4 * i + 3 < x.len() {
            let a: [f32; 4] = load(x, 4 * i);
            let w = [0.5f32, 0.25, 0.125, 0.0625];
            out[i] = sum(a) + sum([a[0], 1.0]) + sum([3.0f32; 3]) + dot(&a, &w);
        }
    }
}
