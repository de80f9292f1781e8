//! S8 misuse (red team 18): `bump(v: &mut u32) -> u32` adds the thread id to `*v` and returns it; called on a local started at a parameter.
#![no_std]
use rsgpu::*;

fn bump(v: &mut u32) -> u32 {
    *v += thread_idx_x();
    *v
}

rsgpu::kernel! {
    pub fn mut_ref_bump(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut k = n;
        if bump(&mut k) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
