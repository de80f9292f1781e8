//! S8 misuse (red team 21): `x.iter().map(|v| *v + tv).filter(|v| *v > 3.0).fold(0.0, |a, v| { sync_threads(); a + v })` with `tv` per thread: the fold closure runs once per item the thread's values keep. (At opt-level 3 the `--emit=ir` of main has no barrier at all: the fold closure, nested in core's `filter_fold` closure, is not in the IR.)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_map_thread_then_filter_fold_barrier(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32 + thr;
        let s = x.iter().map(|v| *v + tv).filter(|v| *v > 3.0).fold(0.0, |a, v| {
            sync_threads();
            a + v
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
