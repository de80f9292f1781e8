//! S5: `if let Some(w) = y.get_mut(i..i + 2) { w[0] = ..; w[1] = ..; }` —
//! thread i writes y[i + 1], thread i + 1's element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn get_mut_range_overlapping(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(w) = y.get_mut(i..i + 2) {
            w[0] = 1.0;
            w[1] = 2.0;
        }
    }
}
// CHECK: error[RG0{{(10[0-2]|20[0-3])}}]:
