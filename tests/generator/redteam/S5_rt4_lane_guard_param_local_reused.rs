//! S5 (cause P, the lane-0 guard): `let l = if flag != 0 { k } else {
//! lane_id() }; if l == 0 { partial[gid / 32] = 1.0 }` — with flag = 1 and k
//! = 0 every thread writes its warp's slot. Expected RG0201. O3: translated,
//! `// S5: (g / 32) is the global warp number, written only by lane 0 of each
//! warp` (rustc reuses k's local for l, `k = lane_id()` on one path; the guard
//! is followed to that assignment). O0: RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn lane_guard_param_reused(flag: u32, k: u32, partial: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let l = if flag != 0 { k } else { lane_id() };
        if l == 0 {
            if g / 32 < partial.len() { partial[g / 32] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]:
