//! S6 run case: `let m = if t % 2 == 1 { n2 } else { n }; if i < m { c[i] = a[i]; }`
//! — odd threads are bounded by n2, even ones by n. rustc's O3 MIR reuses
//! the parameter local n2 for m (`n2 = n` on the even path), and BoundsProofs
//! reads the guard `i < n2` as `i < n`: the proven variant drops both bounds
//! checks under the launch predicate `a.len() >= n && c.len() >= n` (emitted
//! `RSGPU_GEN_ASSUME(i < a.len()) // S6: i < n by the condition i < n on the
//! path`). Launched with n = 4, n2 = 1000 and 64-element a and c, odd thread
//! 65 indexes past both: on a GPU the proven variant reads and writes out of
//! bounds unchecked. Expected: Rust's panic at the MIR location ("index out of
//! bounds: the len is 64 but the index is 65 at ....mir"), from the checked
//! kernel. On the host backend the proven variant's library checks stay, so
//! the bug shows as the same panic reported at the generated header's line
//! instead of the MIR's (the driver tells them apart). O0 keeps the checks.
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn versioned_bound_param_chosen_per_thread(n: usize, n2: usize, a: &[f32], c: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = if t % 2 == 1 { n2 } else { n };
        if i < m {
            c[i] = a[i];
        }
    }
}
