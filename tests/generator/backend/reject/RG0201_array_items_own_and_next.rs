//! Near miss of the literal-array item rule (`for j in [gid] { y[j] }` is
//! `y[gid]`, redteam S5_rt3_array_into_iter_own_twin): `for j in [gid, gid
//! + 1]` writes thread g + 1's element `gid + 1` from thread g: RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_items_own_and_next(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for j in [gid, gid + 1] {
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide: two threads can access the same element
