//! S5 misuse: a shared `get` of the neighbour's element of a `&mut` slice, `y[i] = y.get(i + 1).copied().unwrap_or(0.0)` (`get` borrows `&y[i + 1]`): thread i reads y[i + 1] while thread i + 1 writes it. Expected RG0201 (or RG0202: a `&mut` parameter handed to a core slice method).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn get_neighbour_of_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = y.get(i + 1).copied().unwrap_or(0.0);
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
