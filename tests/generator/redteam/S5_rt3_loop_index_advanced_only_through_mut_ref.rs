//! S5 (cause A): a loop index advanced only through a `&mut`:
//! `let mut j = gid; while j < n { y[j] = ..; let r = &mut j; *r += 1; }` —
//! thread g writes y[g], y[g + 1], ...: every element past g is shared.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_index_advanced_only_through_mut_ref(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = gid;
        while j < y.len() {
            y[j] = 1.0;
            let r = &mut j;
            *r += 1;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
