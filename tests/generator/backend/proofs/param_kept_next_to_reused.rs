//! S6 near miss of cause P (generator.redteam.S6_rt4_limit_param_or_len_oob_write):
//! rustc's O3 MIR reuses `limit`'s local for `m` (`limit = y.len()` on one
//! path), so the check of `y[i]` under `i < m` stays. The parameter `n`,
//! never reassigned, keeps its proof: `x[i]` under `i < n` is versioned
//! (x.len() >= n).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_kept_next_to_reused(limit_set: u32, limit: usize, n: usize, x: &mut [f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = if limit_set != 0 { limit } else { y.len() };
        if i < m {
            y[i] = 1.0;
        }
        if i < n {
            x[i] = 2.0;
        }
    }
}
// CHECK: struct param_kept_next_to_reused_proven {
// CHECK: they hold only when x.len() >= n
// CHECK-NOT: S6:
// CHECK: rsgpu::rust::panic_bounds("param_kept_next_to_reused{{.*}}.mir"
// CHECK-NOT: panic_bounds
// CHECK: // S6: i < n by the condition i < n on the path, and the launch has x.len() >= n
// CHECK-NOT: S6: i < y.len()
// CHECK: struct param_kept_next_to_reused {
