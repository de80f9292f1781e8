//! S5 near miss of `&mut y[a..a + c]` (analysis/SliceParts.cpp): parts of 3
//! elements at `a = 2 * i`: thread i's part holds y[2i + 2], the first element
//! of thread i + 1's.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn subslice_part_longer_than_stride(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a = 2 * i;
        if a + 3 <= y.len() {
            let s = &mut y[a..a + 3];
            s[0] = 1.0;
        }
    }
}
// CHECK-O0: error[RG0201]: mutable borrow of `y[{{.*}}]` may collide: the parts of two threads can overlap
// CHECK-O3: error[RG020{{[12]}}]:
