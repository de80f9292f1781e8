//! S5 ThreadChoices: an offset set in a labelled block that even threads leave by `break` (odd threads: b, even: a). Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S5_rt6_choice_labelled_block_break(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut k = a; 'blk: { if t % 2 == 0 { break 'blk; } k = b; }
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
