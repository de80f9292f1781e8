//! S5 (cause P, one write per block): `let b = if flag != 0 { k } else {
//! block_idx_x() as usize }; if thread_idx_x() == 0 { y[b] = 1.0 }` — with
//! flag != 0 thread 0 of every block writes y[k]. Expected RG0201. O3:
//! translated, `y.unsafe_at(k) // S5: k is block_idx.x, written only by thread
//! 0 of each block` (rustc reuses the parameter local k for b; the rule
//! follows k to its one in-body assignment). O0: RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn leader_block_slot_param_reused(flag: u32, k: usize, y: &mut [f32]) {
        let b = if flag != 0 { k } else { block_idx_x() as usize };
        if thread_idx_x() == 0 {
            if b < y.len() { y[b] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]:
