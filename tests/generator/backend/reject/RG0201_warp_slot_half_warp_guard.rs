//! One slot per warp, `per_warp[gid / WARP_SIZE]`, but guarded by
//! `gid % 16 == 0`: threads 0 and 16 of each warp both write it (RG0201).
//! With `gid % WARP_SIZE == 0` the write is accepted (one lane per warp).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_half_warp_guard(x: &[i32], per_warp: &mut [i32]) {
        let i = block_idx_x() * block_dim_x() + thread_idx_x();
        let v = if (i as usize) < x.len() { x[i as usize] } else { 0 };
        if i % 16 == 0 && ((i / WARP_SIZE) as usize) < per_warp.len() {
            per_warp[(i / WARP_SIZE) as usize] = v;
        }
    }
}
// CHECK: error[RG0201]: write to `per_warp[{{.*}}]` may collide: two threads can write the same element
