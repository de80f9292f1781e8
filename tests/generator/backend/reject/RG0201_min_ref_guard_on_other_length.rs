//! Near miss of the guarded-min rule (under `i < n`, `(&i).min(&n)` is `i`:
//! redteam S5_rt3_ord_min_ref_own_twin): here the guard bounds `i` by
//! `x.len()`, not by `n = y.len() - 1`, so every thread past `n` writes
//! `y[n]`: RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn min_ref_guard_on_other_length(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && y.len() > 0 {
            let n = y.len() - 1;
            let m = (&i).min(&n);
            y[*m] = x[i];
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
