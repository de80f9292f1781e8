//! S5 (slice methods on a `&mut` parameter): chunks `nth(i)` and, from a fresh iterator, `nth(i + 1)` (the next thread's). Expected RG0201/RG0202/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_chunks_mut_nth_i_and_i_plus_1(y: &mut [f32], x: &[f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) { c[0] = 1.0; } if let Some(d) = y.chunks_mut(4).nth(i + 1) { d[1] = 2.0; }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y.chunks_mut
