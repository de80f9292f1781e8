//! Twin of `S5_rt4_block_slot_param_local_reused` and
//! `S5_rt4_lane_guard_param_local_reused` (cause P): rustc's O3 MIR reuses
//! `k`'s local for the value chosen by `flag` (`k = n` on one path), but the
//! slots are indexed by `block_idx_x()` and the global warp number and
//! guarded by `thread_idx_x() == 0` and `lane_id() == 0` themselves: one
//! writer per slot. Must translate at O0 and O3, and compile.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt4_slots_params_kept_next_to_reused_twin(flag: u32, k: usize, n: usize, y: &mut [f32], partial: &mut [f32]) {
        let v = if flag != 0 { k } else { n };
        let b = block_idx_x() as usize;
        if thread_idx_x() == 0 {
            y[b] = v as f32;
        }
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if lane_id() == 0 {
            partial[g / 32] = v as f32;
        }
    }
}
// CHECK: kernel @rt4_slots_params_kept_next_to_reused_twin(
