//! Near miss of the aggregate-field rule (a field of a tuple or struct
//! literal is the value it was built from): `let p = (i, i / 2); y[p.1]`
//! indexes with `i / 2`, which threads 2k and 2k + 1 share (RG0201).
//! `y[p.0]` and `Slot { idx: i, .. }.idx` are accepted (redteam
//! S5_rt3_struct_index_field_own_twin).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tuple_field_half_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i / 2 < y.len() {
            let p = (i, i / 2);
            y[p.1] = x[p.0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
