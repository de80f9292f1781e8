//! Device fns returning and taking `impl Iterator`: a scaled view of a row
//! summed by a generic consumer, and a filtered one counted.
#![no_std]
use rsgpu::*;

fn scaled(xs: &[f32], k: f32) -> impl Iterator<Item = f32> + '_ {
    xs.iter().map(move |v| v * k)
}

fn total(values: impl Iterator<Item = f32>) -> f32 {
    let mut s = 0.0;
    for v in values {
        s += v;
    }
    s
}

fn count_above<I: Iterator<Item = f32>>(values: I, limit: f32) -> u32 {
    let mut n = 0;
    for v in values {
        if v > limit {
            n += 1;
        }
    }
    n
}

rsgpu::kernel! {
    pub fn it_impl_iterator_return(x: &[f32], width: usize, k: f32, out: &mut [f32], above: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() && r < above.len() && (r + 1) * width <= x.len() {
            let row = &x[r * width..(r + 1) * width];
            out[r] = total(scaled(row, k));
            above[r] = count_above(row.iter().copied(), 0.25);
        }
    }
}
