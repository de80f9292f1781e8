//! S5: `y.get_mut(i / 2)` hands two threads the same element (threads 2k and
//! 2k + 1). `get_mut` is accepted only at an index the pass proves the
//! thread's own, like `&mut y[i]`: RG0201 at both levels (at O3 rustc inlines
//! it into `&mut y[i / 2]` behind `i / 2 < len`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn get_mut_foreign(y: &mut [f32], dt: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(p) = y.get_mut(i / 2) {
            *p += dt;
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[(i / 2)]` may collide: two threads can write the same element
