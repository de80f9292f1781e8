//! S5 near miss of `&mut y[t * W..(t + 1) * W]` (a part of W elements,
//! analysis/SliceParts.cpp): `t * 4..(t + 2) * 4` holds 8 elements, the next
//! thread's row among them.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn part_t_times_w_two_rows(y: &mut [f32]) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (t + 2) * 4 <= y.len() {
            let row = &mut y[t * 4..(t + 2) * 4];
            row[5] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[{{.*}}]` may collide: the parts of two threads can overlap
