//! S5: `x.get(i).and_then(|v| { y[i / 2] = *v; Some(()) })`: the closure
//! core's `Option::and_then` calls captures `y` and writes a shared slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn and_then_closure_writes_half(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i / 2 < y.len() {
            let _ = x.get(i).and_then(|v| {
                y[i / 2] = *v;
                Some(())
            });
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
