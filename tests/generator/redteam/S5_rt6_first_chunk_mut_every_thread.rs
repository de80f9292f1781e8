//! S5 (slice methods on a `&mut` parameter): `y.first_chunk_mut::<2>()` by every thread. Expected RG0201/RG0202/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_first_chunk_mut_every_thread(y: &mut [f32], x: &[f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.first_chunk_mut::<2>() { c[0] = i as f32; }
    }
}
// CHECK-O0: error[RG0100]: unknown call `slice
// CHECK-O3: error[RG0202]: `y
