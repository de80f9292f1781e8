//! S5 misuse: a thread owning the pair y[2i], y[2i + 1] borrows y[2i + 2] (the next pair's first element) for a helper, `y[2 * i] = avg(&y[2 * i + 1], &y[2 * i + 2])`: thread i + 1 writes y[2i + 2]. Expected RG0201.
#![no_std]
use rsgpu::*;

fn avg(a: &f32, b: &f32) -> f32 {
    (*a + *b) * 0.5
}

rsgpu::kernel! {
    pub fn shared_ref_next_pair_elem(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 2 * i + 2 < y.len() {
            y[2 * i] = avg(&y[2 * i + 1], &y[2 * i + 2]);
        }
    }
}
// CHECK: error[RG0201]:
