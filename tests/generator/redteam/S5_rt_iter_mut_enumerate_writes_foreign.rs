//! S5: every thread walks the whole `&mut` slice with `iter_mut().enumerate()`
//! and writes the elements of its parity — all of them shared with other threads.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_mut_enumerate_writes_foreign(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for (j, v) in y.iter_mut().enumerate() {
            if j % 2 == i % 2 {
                *v = i as u32;
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// The diagnostic or its note names the `&mut` parameter:
// CHECK: {{`y`|`y\[}}
