//! Twin of S5_rt3_struct_index_field_halved: `Slot { idx: i, val }`. Must translate.
#![no_std]
use rsgpu::*;

struct Slot {
    idx: usize,
    val: f32,
}

rsgpu::kernel! {
    pub fn struct_index_field_own_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let s = Slot { idx: i, val: x[i] };
            y[s.idx] = s.val;
        }
    }
}
// CHECK: kernel @struct_index_field_own_twin(
