//! S8: `let mut p = (0, 4); if t < 16 { p.1 = 2; } for _ in 0..p.1 {
//! sync_threads() }` — a local changed field by field (documented as uniform
//! as its values) under a thread branch. Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tuple_field_trip_count_divergent(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut p = (0usize, 4usize);
        if t < 16 { p.1 = 2; }
        let mut acc = 0.0;
        for _ in 0..p.1 { sync_threads(); acc += 1.0; }
        if i < y.len() { y[i] = acc + p.0 as f32; }
    }
}
// CHECK: error[RG0210]:
