//! S5: a `&mut` to the index local kept in a struct: `let w = Ref { r: &mut j }; *w.r = 0; y[j] = ..`.
#![no_std]
use rsgpu::*;

struct Ref<'a> {
    r: &'a mut usize,
}

rsgpu::kernel! {
    pub fn index_zeroed_through_struct_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let w = Ref { r: &mut j };
        *w.r = 0;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: the struct holding `&mut usize` is refused as a type (RG0101); the safety code where it is translated.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}
