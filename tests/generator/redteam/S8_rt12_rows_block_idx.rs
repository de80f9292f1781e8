//! S8 misuse: rows of slots keyed by the block id, `for k in 0..4 { s[block_idx_x() * 4 + k] = .. }`: every thread of a block writes the same four slots of the block's shared array. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_block_idx(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let b = block_idx_x() as usize;
        for k in 0..4 {
            s[b * 4 + k] = t as f32;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
