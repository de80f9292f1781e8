//! S8 misuse (red team 21): `for v in x.iter().filter(|v| **v > tv) { sync_threads(); .. }` with a per-thread `tv`: the loop runs once per item the thread's filter keeps.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_thread_filter(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let mut s = 0.0;
        for v in x.iter().filter(|v| **v > tv) {
            sync_threads();
            s += *v;
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
