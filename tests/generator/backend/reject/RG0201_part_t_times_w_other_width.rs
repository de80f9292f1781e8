//! S5 near misses of `&mut y[t * W..(t + 1) * W]` (analysis/SliceParts.cpp):
//! the end scaled by another width (`t * 4..(t + 1) * 8`: 8 + 4t elements,
//! a length per thread). (A width that is a kernel parameter, `t * w..(t +
//! 1) * w`, was refused here too; branch gen-breadth proves it as chunk `t`
//! of `chunks_mut(w)`: accept/subslice_mut_runtime_len.rs.)
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn part_other_width(y: &mut [f32]) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (t + 1) * 8 <= y.len() {
            let row = &mut y[t * 4..(t + 1) * 8];
            row[0] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[{{.*}}]` may collide: its length is not a constant
