//! S5: `y[i / 2] -= &x[i]` (`SubAssign<&f32>`, a call taking `&mut y[i / 2]`)
//! — the `-=` sibling of the documented `+=` with `&T`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sub_assign_ref_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i / 2 < y.len() {
            y[i / 2] -= &x[i];
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
