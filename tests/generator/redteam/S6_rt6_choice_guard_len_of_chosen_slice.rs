//! S6 + ThreadChoices: `let s = if flag != 0 { z } else { x }; if i < s.len()
//! { y[i] = s[i] }`. The guard bounds s, not y: y[i]'s check must stay, or its
//! proven variant's length predicate must use the slice chosen at run time
//! (x here), not z. Driver: flag 0, x of 16, z of 4, y a borrow of 8 (of a
//! 16-element buffer), 16 threads: threads 8..15 must panic ("the len is 8"),
//! nothing written to the buffer's elements 8..15.
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn choice_guard_len_of_chosen_slice(y: &mut [f32], z: &[f32], x: &[f32], flag: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if flag != 0 { z } else { x };
        if i < s.len() {
            y[i] = s[i];
        }
    }
}
