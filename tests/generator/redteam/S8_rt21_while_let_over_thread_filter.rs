//! S8 misuse (red team 21): `let mut it = x.iter().filter(|v| **v > tv); while let Some(v) = it.next() { sync_threads(); .. }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_while_let_over_thread_filter(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let mut it = x.iter().filter(|v| **v > tv);
        let mut s = 0.0;
        while let Some(v) = it.next() {
            sync_threads();
            s += *v;
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
