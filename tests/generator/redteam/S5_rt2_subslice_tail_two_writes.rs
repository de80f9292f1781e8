//! S5: `let s = &mut y[i..i + 2]; s[0] = ..; s[1] = ..`: thread i writes y[i] and
//! y[i + 1], thread i + 1 writes y[i + 1] too.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_tail_two_writes(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() && i < x.len() {
            let s = &mut y[i..i + 2];
            s[0] = x[i];
            s[1] = x[i];
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
