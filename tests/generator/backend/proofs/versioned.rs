//! S6 launch-time versioning: `x[i]` and `z[i]` under `i < y.len()` hold
//! when x.len() >= y.len() and z.len() >= y.len(); `lut[k]` with a u8 `k`
//! when lut.len() >= 256. The checked kernel keeps all three (Rust's
//! panics); the proven variant drops them and requires the predicate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn versioned(x: &[f32], z: &[f32], keys: &[u8], lut: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < keys.len() {
            let k = keys[i] as usize;
            y[i] = x[i] * z[i] + lut[k];
        }
    }
}
// CHECK: struct versioned_proven {
// CHECK: if (!(static_cast<unsigned long long>(rsgpu::rust::nth_arg<0>(args...).len()) >= rsgpu::rust::nth_arg<4>(args...).len()))
// CHECK-NEXT: return "rsgpu-gen: `versioned_proven`'s bounds checks (S6) are dropped: they hold only when x.len() >= y.len()";
// CHECK: they hold only when z.len() >= y.len()
// CHECK: they hold only when lut.len() >= 256
// CHECK-NOT: panic_bounds
// CHECK: // S6: i < y.len() by the condition i < y.len() on the path, and the launch has x.len() >= y.len()
// CHECK-NOT: panic_bounds
// CHECK: // S6: k <= 255 by the range of u8, and the launch has lut.len() >= 256
// CHECK-NOT: panic_bounds
// CHECK: struct versioned {
// CHECK: using rsgpu_proven_variant = versioned_proven;
// CHECK-NOT: rsgpu_use_proven
// CHECK: panic_bounds("versioned{{.*}}.mir"
// CHECK: panic_bounds("versioned{{.*}}.mir"
// CHECK: panic_bounds("versioned{{.*}}.mir"
// CHECK: launch_versioned(
