#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Slice patterns [first, .., last], rest @ ..
    pub fn place_slice_pattern(m: &[i32], width: usize, out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let row = &m[i * width..(i + 1) * width];
            out[i] = match row {
                [] => 0,
                [only] => *only,
                [first, .., last] => first - last,
            };
            if let [a, b, rest @ ..] = row {
                out[i] += a * b + rest.len() as i32;
            }
        }
    }
}
