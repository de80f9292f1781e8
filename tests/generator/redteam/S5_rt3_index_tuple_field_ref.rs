//! S5: `let mut p = (i, 0usize); let r = &mut p.0; *r = 0; y[p.0]` — every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_tuple_field_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut p = (i, 0usize);
        let r = &mut p.0;
        *r = 0;
        if p.0 < y.len() && p.1 < y.len() {
            y[p.0] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
