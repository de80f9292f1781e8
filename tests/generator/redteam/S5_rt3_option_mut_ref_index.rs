//! S5: `let mut o = Some(&mut j); if let Some(r) = o.as_mut() { **r = 0; }` then `y[j]` — the `&mut` inside an `Option`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn option_mut_ref_index(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        if let Some(r) = Some(&mut j) {
            *r = 0;
        }
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
