//! S5 near miss of a local chosen once among invariants (analysis/
//! ThreadChoices.cpp): `m` is `a`, thread i writes `y[i + m]`, then `m`
//! becomes `b` under a uniform flag and thread i writes `y[i + m]` again.
//! Each value is one for all threads, but not over time: thread i's second
//! write (i + b) is thread (i + b - a)'s first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn choice_reassigned_between_writes(flag: u32, a: usize, b: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut m = a;
        if i + m < y.len() {
            y[i + m] = 1.0;
        }
        if flag != 0 {
            m = b;
        }
        if i + m < y.len() {
            y[i + m] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
