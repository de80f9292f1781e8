//! S8 misuse (red team 21): a barrier inside `find`'s predicate (`**v > tv`, per thread): `find` stops at the first match.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_find_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let s = *x.iter().find(|v| {
            sync_threads();
            **v > tv
        }).unwrap_or(&0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
