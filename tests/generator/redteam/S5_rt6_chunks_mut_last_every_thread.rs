//! S5 (slice methods on a `&mut` parameter): `y.chunks_mut(4).last()`: every thread gets the last chunk. Expected RG0201/RG0202/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_chunks_mut_last_every_thread(y: &mut [f32], x: &[f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).last() { c[0] = i as f32; }
    }
}
// CHECK-O0: error[RG0203]: `y.chunks_mut(..)` hands every thread all of `y`
// CHECK-O3: error[RG0201]: mutable borrow of `y
