//! S10: `cluster_sync()` under `x[r.r] > 0` where `r = R { r: cluster_rank() }`:
//! a flag loaded per block through a struct field. Expected RG0212.
#![no_std]
use rsgpu::*;

struct R { r: u32 }

rsgpu::kernel! {
    pub fn cluster_sync_flag_at_rank_in_struct(x: &[u32], y: &mut [f32]) {
        let r = R { r: cluster::cluster_rank() };
        if x[r.r as usize] > 0 { cluster::cluster_sync(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0212]:
