//! S5: `let mut c = Cursor { at: i }; let r = &mut c.at; *r /= 2; y[c.at]`.
#![no_std]
use rsgpu::*;

struct Cursor {
    at: usize,
}

rsgpu::kernel! {
    pub fn index_struct_field_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut c = Cursor { at: i };
        let r = &mut c.at;
        *r /= 2;
        if c.at < y.len() {
            y[c.at] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
