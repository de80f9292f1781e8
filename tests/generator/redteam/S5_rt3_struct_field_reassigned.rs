//! S5: `let mut s = Slot { idx: i }; s.idx = i / 2; y[s.idx] = ..`: the field
//! is overwritten after the struct is built.
#![no_std]
use rsgpu::*;

struct Slot {
    idx: usize,
}

rsgpu::kernel! {
    pub fn struct_field_reassigned(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = Slot { idx: i };
        s.idx = i / 2;
        if s.idx < y.len() {
            y[s.idx] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
