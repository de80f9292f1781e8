//! Near miss of the bit-permutation rule (`gid.rotate_left(3)` in u32 is a
//! bijection of the ids, redteam S5_rt3_index_rotate_left_twin): rotated in
//! u64 by 40, the id's bits 24..31 land in bits 0..7 and its bits 0..23 above
//! bit 31, so the truncation to u32 keeps `gid >> 24` only: RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rotate_then_truncate(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = (gid as u64).rotate_left(40) as u32 as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
