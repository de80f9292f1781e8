//! S6, cause P on shared memory (tests/generator/redteam/README.md, fourth
//! set): `let m = if use_n != 0 { n } else { 128 }; if t < m { s.set(t, ..) }`
//! on a 128-slot array. rustc's O3 MIR reuses `n`'s local for `m` (`n = 128`
//! on one path); the check `t < 128` must stay (with use_n = 1 and n = 256,
//! threads 128.. would write past the array). The second write, under
//! `t < 128` itself, is proven.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_bound_param_reused(use_n: u32, n: u32, y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x();
        let m = if use_n != 0 { n } else { 128 };
        if t < m {
            s.set(t as usize, 1.0);
        }
        sync_threads();
        if t < 128 {
            s.set(t as usize, 2.0);
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        if i < y.len() && t < 128 {
            y[i] = s.get(t as usize);
        }
    }
}
// CHECK: struct shared_bound_param_reused {
// CHECK-NOT: RSGPU_GEN_ASSUME
// CHECK: s.unsafe_set(_{{[0-9]+}}, 1.0f);
// CHECK: RSGPU_GEN_ASSUME(_{{[0-9]+}} < 128u);  // S6: t < 128 by the condition t < 128 on the path
// CHECK-NEXT: s.unsafe_set(_{{[0-9]+}}, 2.0f);
