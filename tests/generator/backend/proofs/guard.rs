//! S6 static proof from dominating guards: `x[i - 1]` under `i > 0` and
//! `i < n` with `n = x.len()` cannot fail (i - 1 < i < n), and neither can
//! `x[i]` under `i < n`; no proven variant is needed.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn guard(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len();
        if i > 0 && i < n && i < y.len() {
            y[i] = x[i - 1] + x[i];
        }
    }
}
// CHECK: struct guard {
// CHECK-NOT: panic_bounds
// CHECK: RSGPU_GEN_ASSUME({{.*}});  // S6: i - 1 < n by the condition i < n on the path; the condition 0 < i on the path
// CHECK-NOT: panic_bounds
// CHECK-NOT: _proven
