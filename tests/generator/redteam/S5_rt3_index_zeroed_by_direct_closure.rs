//! S5: `let mut set = |v: usize| j = v; set(0); y[j] = ..` — a closure capturing `&mut j`, called directly: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_by_direct_closure(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let mut set = |v: usize| j = v;
        set(0);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
