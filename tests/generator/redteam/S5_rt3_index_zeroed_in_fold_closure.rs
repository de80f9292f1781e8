//! S5: `let mut j = i; x.iter().fold(0.0, |a, v| { j = 0; a + *v }); y[j] = ..` — the closure core's `fold` calls (per element) rewrites the captured index: with a non-empty x every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_in_fold_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let s = x.iter().fold(0.0f32, |a, v| {
            j = 0;
            a + *v
        });
        if j < y.len() {
            y[j] = s;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
