//! Twin: one generic `id<T>` instantiated for `&f32` and `&mut f32`
//! (`id_ref_f32`, `id_refmut_f32`) on a thread-private local. Must translate.
#![no_std]
use rsgpu::*;
fn id<T>(x: T) -> T { x }
rsgpu::kernel! {
    pub fn mut_vs_shared_ref_instances(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let mut v = x[i];
            let a = *id(&v);
            *id(&mut v) += 1.0;
            y[i] = a + v;
        }
    }
}
// CHECK: kernel @mut_vs_shared_ref_instances(
