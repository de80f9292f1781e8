//! S5: `let mut o = Some(i); if let Some(ref mut v) = o { *v /= 2; }` then `y[o.unwrap_or(0)]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_through_if_let_some_ref_mut(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut o = Some(i);
        if let Some(ref mut v) = o {
            *v /= 2;
        }
        let j = o.unwrap_or(0);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
