//! Twin (correct): the part `lo.get_mut(i..i + 1)` of the head of
//! `y.split_at_mut(m)` is y[i]; after it, `y[i]` by the same thread. Must
//! translate (O3 does; O0 refuses `y[i]`, RG0201).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_head_part_then_parent_elem_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (lo, _hi) = y.split_at_mut(m);
            if let Some(p) = lo.get_mut(i..i + 1) {
                p[0] = 1.0;
            }
        }
        if i < y.len() {
            y[i] += 2.0;
        }
    }
}
// CHECK: kernel @split_head_part_then_parent_elem_twin(
