//! S8: a plain struct's field set under `if t < 16` drives a barrier loop.
//! Expected RG0210.
#![no_std]
use rsgpu::*;
struct Cfg { n: usize, m: usize }
rsgpu::kernel! {
    pub fn struct_field_trip_count_divergent(n: usize, y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut c = Cfg { n, m: 1 };
        if t < 16 { c.n = n + 1; }
        let mut acc = 0.0;
        for _ in 0..c.n { sync_threads(); acc += 1.0; }
        if i < y.len() { y[i] = acc + c.m as f32; }
    }
}
// CHECK: error[RG0210]:
