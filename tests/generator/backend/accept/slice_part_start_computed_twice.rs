//! S5: `y.get_mut(2 * i..2 * i + 2)`, the start computed twice at O0 (two
//! `2 * i`, each a checked product): the part has the constant length 2
//! (SliceParts.cpp, sameComputation) and is the thread's own. It was
//! "length is not a constant" at O0 (red team 5, README "Fifth set").
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn slice_part_start_computed_twice(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(p) = y.get_mut(2 * i..2 * i + 2) {
            p[0] = 1.0;
            p[1] = 2.0;
        }
    }
}
// CHECK: kernel @slice_part_start_computed_twice(
