//! Twin (correct): the part `hi.get_mut(i..i + 1)` and the element `hi[i]`
//! of one tail are the same element y[m + i], the thread's own. Must
//! translate (O0 does; O3 refuses it, RG0201 "`y[i..(i + 1)]` may collide":
//! the part of the tail is keyed as a part of `y` at i, the element at m + i).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_part_and_tail_elem_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        if let Some(p) = hi.get_mut(i..i + 1) {
            p[0] = 1.0;
        }
        if i < hi.len() {
            hi[i] += 2.0;
        }
    }
}
// CHECK: kernel @split_tail_part_and_tail_elem_twin(
