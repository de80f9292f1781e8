//! S8 misuse (red team 21): `x.iter().any(|v| *v > tv).then(|| { sync_threads(); 1.0 })`: the bool is per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_any_then_barrier_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let s = x.iter().any(|v| *v > tv).then(|| {
            sync_threads();
            1.0
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
