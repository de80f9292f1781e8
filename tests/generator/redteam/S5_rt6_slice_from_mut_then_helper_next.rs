//! S5 (slice methods on a `&mut` parameter): `core::slice::from_mut(&mut y[i / 2])` (threads 2k, 2k + 1). Expected RG0201/RG0202/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_slice_from_mut_then_helper_next(y: &mut [f32], x: &[f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i / 2 < y.len() { let s = core::slice::from_mut(&mut y[i / 2]); s[0] = 1.0; }
    }
}
// CHECK-O0: error[RG0100]: unknown call `core
// CHECK-O3: error[RG0201]: mutable borrow of `y
