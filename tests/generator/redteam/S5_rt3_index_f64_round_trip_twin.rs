//! Twin: `y[(gid as f64) as usize]` — every u32 is exact in f64 (a bijection on the ids). May be refused conservatively.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_f64_round_trip_twin(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = (gid as f64) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: kernel @index_f64_round_trip_twin(
