//! S6: a guard speaks of the value it compared, not of the variable: after
//! `j += k` the guard `j < x.len()` says nothing about `x[j]`, whose check
//! stays (and no proven variant: `j + k` has no host-known bound).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn reassigned(x: &[f32], y: &mut [f32], k: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let mut j = i;
            let mut acc = 0.0f32;
            while j < x.len() {
                j += k;
                acc += x[j];
            }
            y[i] = acc;
        }
    }
}
// CHECK-NOT: _proven
// CHECK: struct reassigned {
// CHECK-NOT: S6:
// CHECK: rsgpu::rust::panic_bounds("reassigned{{.*}}.mir", {{[0-9]+}}, _{{[0-9]+}}, {{.*}});
// CHECK-NOT: S6:
