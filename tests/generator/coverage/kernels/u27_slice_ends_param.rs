//! Slice patterns on a kernel parameter and on a device fn's slice parameter: `[first, .., last]`
//! by value and by reference, `[.., a, b]`; each thread mixes them with its own element.
#![no_std]
use rsgpu::*;

fn span(s: &[i32]) -> i32 {
    if let [first, .., last] = s { *last - *first } else { 0 }
}

rsgpu::kernel! {
    pub fn u27_slice_ends_param(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || i >= out.len() {
            return;
        }
        let tail = match x {
            &[.., a, b] => a * 3 + b,
            _ => -7,
        };
        let ends = match x {
            &[first, .., last] => first * 2 - last,
            _ => 0,
        };
        out[i] = x[i] + span(x) * 5 + tail * 7 + ends * 11;
    }
}
