//! Generic helpers taking closures and function items: `F: Fn(f32, f32) ->
//! f32` given a closure and `f32::max`, `impl FnMut(u32)` counting, and a
//! generic `clamp_to<T: PartialOrd>`.
#![no_std]
use rsgpu::*;

fn combine<F: Fn(f32, f32) -> f32>(a: &[f32], b: &[f32], f: F) -> f32 {
    let mut acc = 0.0;
    for k in 0..a.len().min(b.len()) {
        acc += f(a[k], b[k]);
    }
    acc
}

fn for_each_bit(mut v: u32, mut f: impl FnMut(u32)) {
    while v != 0 {
        f(v.trailing_zeros());
        v &= v - 1;
    }
}

fn clamp_to<T: PartialOrd>(v: T, lo: T, hi: T) -> T {
    if v < lo {
        lo
    } else if v > hi {
        hi
    } else {
        v
    }
}

rsgpu::kernel! {
    pub fn closure_generic_helpers(a: &[f32], b: &[f32], bits: &[u32], out: &mut [f32], pos: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < pos.len() && (i + 1) * 4 <= a.len() && (i + 1) * 4 <= b.len() && i < bits.len() {
            let ra = &a[i * 4..i * 4 + 4];
            let rb = &b[i * 4..i * 4 + 4];
            let dot = combine(ra, rb, |x, y| x * y);
            let hi = combine(ra, rb, f32::max);
            out[i] = clamp_to(dot + hi, -4.0, 4.0);
            let mut sum = 0u32;
            for_each_bit(bits[i], |b| sum += b * b);
            pos[i] = clamp_to(sum, 10, 5000);
        }
    }
}
