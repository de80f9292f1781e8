//! S8: a barrier loop of `params[j]` trips where j starts at 0 (uniform, the
//! documented `params[0]` relaxation) and is set to `t % 2` at the end of an
//! outer loop's first pass — the second pass's trip count is per thread.
//! Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn loaded_trip_index_set_later(params: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = 0usize;
        let mut acc = 0.0;
        for _ in 0..2 {
            if j < params.len() {
                for _ in 0..params[j] { sync_threads(); acc += 1.0; }
            }
            j = t % 2;
        }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK: error[RG0210]:
