//! S5: `rchunks_mut(2).nth(i / 2)`: threads 2k, 2k + 1 get one chunk.
//! Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rchunks_mut_half_index(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.rchunks_mut(2).nth(i / 2) {
            c[0] = 1.0;
        }
    }
}
// CHECK: error[RG0101]: unsupported type in the declaration of `
