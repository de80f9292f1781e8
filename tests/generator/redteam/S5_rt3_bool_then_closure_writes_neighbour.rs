//! S5: `y[i] = ..` plus `(i % 2 == 0).then(|| y[i + 1] = ..)`: the closure
//! captures `y` by `&mut` and core's `bool::then` calls it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn bool_then_closure_writes_neighbour(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            y[i] = 1.0;
            let _ = (i % 2 == 0).then(|| y[i + 1] = 2.0);
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
