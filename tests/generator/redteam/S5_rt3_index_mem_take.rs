//! S5: `let _ = core::mem::take(&mut j); y[j] = ..` — take leaves 0: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_mem_take(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let _ = core::mem::take(&mut j);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: `core::mem::take` not in the call table (RG0100); the safety code where it is translated.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}
