//! Near miss of the float round-trip rule (an integer the float holds
//! exactly comes back unchanged: `(gid as f64) as usize` of a u32 gid is
//! accepted, redteam S5_rt3_index_f64_round_trip_twin): f32 holds a u32 id
//! exactly only below 2^24 (ids 16777216 and 16777217 both become
//! 16777216), so `(gid as f32) as usize` is RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_f32_round_trip(z: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let k = (gid as f32) as usize;
        if k < z.len() {
            z[k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `z[{{.*}}]` may collide: two threads can write the same element
