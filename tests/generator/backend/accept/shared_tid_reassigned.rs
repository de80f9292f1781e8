//! Accepted (branch s29, session 27's u27_layernorm_block_stride at
//! opt-level 3): `t = thread_idx_x()` reassigned later (here by hand, as
//! rustc's destination propagation does when it gives `t` and a later
//! block-stride counter `let mut j = t; .. j += block_dim_x()` one local).
//! The own slot `s[t]`, the tree's guard `t < s` and its read `s[t + s]` are
//! proven where only `t = thread_idx_x()` reaches them (Index2D::isTidAt,
//! reachingDef); the walk after them is S5's block-stride row. Near misses:
//! reject/RG0221_shared_tid_reassigned_*.
#![no_std]
use rsgpu::*;

const B: usize = 64;

rsgpu::kernel! {
    pub fn shared_tid_reassigned(x: &[f32], y: &mut [f32], cols: usize) {
        let mut s1 = shared_array::<f32, B>();
        let mut t = thread_idx_x() as usize;
        let row = block_idx_x() as usize;
        s1[t] = if t < cols { x[row * cols + t] } else { 0.0 };
        sync_threads();
        let mut h = B / 2;
        while h > 0 {
            if t < h {
                s1[t] += s1[t + h];
            }
            sync_threads();
            h /= 2;
        }
        let total = s1[0];
        while t < cols {
            y[row * cols + t] = x[row * cols + t] - total;
            t += block_dim_x() as usize;
        }
    }
}
// CHECK: kernel @shared_tid_reassigned(
