//! S5: a sub-slice `&mut y[2..8]` whose bounds do not come from the thread:
//! every thread holds the same six elements and writes one of them.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_constant_range(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if y.len() >= 8 {
            let s = &mut y[2..8];
            s[i % 6] = i as f32;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// The diagnostic or its note names the `&mut` parameter:
// CHECK: {{`y`|`y\[}}
