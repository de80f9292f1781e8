//! S6 checks that must stay: `x[i + 1]` with only `i < x.len()` (i + 1 may
//! be x.len()), `x[idx[i] as usize]` with a u32 index read from memory (no
//! range a launch could cover), `buf.get(t - 1)` without `t >= 1` (t - 1
//! wraps at t = 0). Neither a static proof nor a proven variant.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn keeps_checks(x: &[f32], idx: &[u32], y: &mut [f32]) {
        let buf = shared_array::<f32, 64>();
        let t = thread_idx_x() as usize;
        buf.set(t, 1.0);
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < idx.len() && i < y.len() {
            y[i] = x[i + 1] + x[idx[i] as usize] + buf.get(t.wrapping_sub(1));
        }
    }
}
// CHECK-NOT: _proven
// CHECK: struct keeps_checks {
// CHECK: rsgpu::rust::panic_bounds("keeps_checks{{.*}}.mir", {{[0-9]+}}, _{{[0-9]+}}, _{{[0-9]+}});
// CHECK: rsgpu::rust::panic_bounds("keeps_checks{{.*}}.mir", {{[0-9]+}}, _{{[0-9]+}}, _{{[0-9]+}});
// CHECK-NOT: RSGPU_GEN_ASSUME(_{{[0-9]+}} < 64u)
// CHECK: buf.get(
