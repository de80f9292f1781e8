//! Twin: `(0..n).map(..).sum()` over a uniform bound (n a kernel parameter), the adapter-on-a-Range form rust-core.md names ("`(0..n).map(f).sum()`"), once plain and once with a barrier in the closure (docs: `map`/`sum` of a block-uniform iterator is accepted). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_map_sum_twin(x: &[f32], n: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let total: f32 = (0..n).map(|k| if k < x.len() { x[k] } else { 0.0 }).sum();
        let synced: f32 = (0..n)
            .map(|k| {
                sync_threads();
                k as f32
            })
            .sum();
        if i < y.len() {
            y[i] = total + synced;
        }
    }
}
// CHECK: kernel @range_map_sum_twin(
