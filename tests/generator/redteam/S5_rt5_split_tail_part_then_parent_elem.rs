//! S5 (part proofs): the part `hi.get_mut(i..i + 1)` of the tail of
//! `y.split_at_mut(m)` is y[m + i]; after it, `y[i]`: thread i + m writes
//! y[i + m] as its own element while thread i writes it through the part.
//! Expected RG0201 (O0 says so; O3 translates).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_part_then_parent_elem(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if let Some(p) = hi.get_mut(i..i + 1) {
                p[0] = 1.0;
            }
        }
        if i < y.len() {
            y[i] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// CHECK: {{`y|`hi|`p}}
