//! S5: `let (r, _) = (&mut j, 0); *r = 0; y[j] = ..` — the `&mut` through a tuple.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_through_tuple_of_refs(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let p = (&mut j, 0usize);
        *p.0 = p.1;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
