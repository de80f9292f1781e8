//! S5: a struct `Pair { own: i, half: i / 2 }`; the write uses the second
//! field: field-insensitive reasoning would see the first.
#![no_std]
use rsgpu::*;

struct Pair {
    own: usize,
    half: usize,
}

rsgpu::kernel! {
    pub fn struct_second_field_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = Pair { own: i, half: i / 2 };
        if p.own < x.len() && p.half < y.len() {
            y[p.half] = x[p.own];
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
