//! S6 run case: `let m = if t % 2 == 1 { n2 } else { y.len() }; if i < m {
//! y[i] = 1.0; }` — even threads are bounded by y.len(), odd ones by the
//! parameter n2. rustc's O3 MIR reuses n2's local for m (`n2 = y.len()` on
//! the even path only), and BoundsProofs takes that one assignment as n2's
//! definition ("a local assigned once is its definition"), forgetting the
//! parameter's incoming value: the check is dropped in the kernel itself
//! (`RSGPU_GEN_ASSUME(i < y.len()) // S6: i < y.len() by the condition i < n2
//! on the path`), no launch predicate. With n2 = 1000 and 64 elements, odd
//! thread 65 writes y[65]: on a GPU an unchecked out-of-bounds write from
//! safe Rust. Expected: Rust's panic at the MIR location ("index out of
//! bounds: the len is 64 but the index is 65 at ....mir"). On the host
//! backend the library's own check in `unsafe_at` stays, so the bug shows as
//! the panic reported at the generated header's line (the driver tells them
//! apart). O0 keeps the check.
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn static_guard_param_reused_oob_write(n2: usize, y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = if t % 2 == 1 { n2 } else { y.len() };
        if i < m {
            y[i] = 1.0;
        }
    }
}
