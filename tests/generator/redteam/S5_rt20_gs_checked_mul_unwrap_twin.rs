//! S5 twin: `row.checked_mul(8).unwrap()` of a grid-stride row (an exact
//! product at every opt-level: a wrap panics) and the row loop `for j in
//! 0..8 { y[b + j] }`. Docs: a grid-stride value times a constant through an
//! exact multiply stays grid-stride (the forms named are the overflow-checked
//! `*` and the unchecked one; `checked_add`'s `Some(v)` is named for the step).
//! Opt-level 0 only (session 25): at 3 the product is exact but the walk is
//! not — `row += stride` wraps there and `row < rows` bounds it by a
//! parameter, which analyses.md says does not keep the walks apart.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_checked_mul_unwrap_twin(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let b = row.checked_mul(8).unwrap();
            for j in 0..8 {
                let k = b + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: kernel @rt20_gs_checked_mul_unwrap_twin(
