//! Slice patterns on each thread's variable-length window: `[]`, `[x]`, `[a, b]`, `[a, b, rest @ ..]`,
//! `[first, .., last]`, and `if let [x, y] = s`.
#![no_std]
use rsgpu::*;

fn summarize(s: &[i32]) -> i32 {
    match s {
        [] => 0,
        [x] => *x,
        [a, b] => a.max(b) - a.min(b),
        [a, b, rest @ ..] => a * 2 + b + rest.len() as i32,
    }
}

fn ends(s: &[i32]) -> i32 {
    if let [first, .., last] = s {
        first - last
    } else if let [x, y] = s {
        x + y
    } else {
        -1
    }
}

rsgpu::kernel! {
    pub fn u27_slice_patterns(x: &[i32], lens: &[u32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= lens.len() || i >= out.len() {
            return;
        }
        let end = (i + lens[i] as usize).min(x.len());
        let w = &x[i.min(end)..end];
        out[i] = summarize(w) * 1000 + ends(w);
    }
}
