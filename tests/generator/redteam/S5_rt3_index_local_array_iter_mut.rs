//! S5: `for v in idx.iter_mut() { *v /= 2 }` over a local `[i; 1]`, then `y[idx[0]]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_local_array_iter_mut(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut idx = [i; 1];
        for v in idx.iter_mut() {
            *v /= 2;
        }
        if idx[0] < y.len() {
            y[idx[0]] = 1.0;
        }
    }
}
// Refused as unsupported today (O0/O3: `IterMut` of a local array is not a device type (RG0101)); the case guards against
// accepting it unproven once the construct is translated.
// CHECK: error[RG0{{(10[0-2]|20[12])}}]:
