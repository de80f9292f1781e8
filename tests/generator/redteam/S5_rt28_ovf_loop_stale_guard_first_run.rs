//! S5 misuse (red team 28): a two-trip loop runs one `overflowing_mul(1 << 56)` on `a = if s == 0 { 1 } else { i }`; the flag is kept only from trip 0 (`if s == 0 { g = o; }`, never set), the value from trip 1; `if g { return; }` then `y[k]`: threads 0, 256, 512 write y[0]. Docs (analyses.md: the operation running again while a value of its previous run is unguarded; a flag of another run guards nothing): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_loop_stale_guard_first_run(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut g = true;
        let mut k = 0u64;
        for s in 0..2u64 {
            let a = if s == 0 { 1 } else { i };
            let (nk, o) = a.overflowing_mul(1 << 56);
            if s == 0 { g = o; }
            k = nk;
        }
        if g { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
