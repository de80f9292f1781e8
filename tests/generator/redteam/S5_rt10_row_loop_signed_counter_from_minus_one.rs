//! S5 misuse: the row loop with a signed counter that starts at -1, `let mut j: i64 = -1; while j < 7 { y[(row * 8).wrapping_add(j as usize)] = ..; j += 1 }`: j = -1 is element row * 8 - 1, the last element of row - 1, which thread row - 1 writes (j = 7 is never written; j < 7 holds for j = -1 only in a signed compare). Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_signed_counter_from_minus_one(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row >= 1 && (row + 1) * 8 <= y.len() {
            let mut j: i64 = -1;
            while j < 7 {
                y[(row * 8).wrapping_add(j as usize)] = 1.0;
                j += 1;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
