//! S5: `for &j in [gid, gid / 2].iter()` — a slice iterator over a local array of indices.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn local_array_iter_own_and_half(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let idx = [gid, gid / 2];
        for &j in idx.iter() {
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
