//! S5: `fn mine(i) -> impl Iterator<Item = usize> { (0..2).map(move |k| i + k)
//! }` — thread i writes y[i] and y[i + 1]. Expected RG0201 (O3); O0 refuses
//! the Map of a Range (RG0100, not translated: only a refusal is checked).
#![no_std]
use rsgpu::*;
fn mine(i: usize) -> impl Iterator<Item = usize> { (0..2usize).map(move |k| i + k) }
rsgpu::kernel! {
    pub fn impl_iterator_items_written(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for j in mine(i) { if j < y.len() { y[j] = 1.0; } }
    }
}
// CHECK-O0: error[RG0{{[12]}}
// CHECK-O3: error[RG0201]:
