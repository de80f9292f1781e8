//! Twin: `let m = (&i).min(&n); if *m < n { y[*m] }` — under the guard the
//! minimum is i. Conservative analyses may refuse it (a false positive);
//! the Rust is correct.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ord_min_ref_own_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = y.len();
        if i < n {
            let m = (&i).min(&n);
            y[*m] = 1.0;
        }
    }
}
// CHECK: kernel @ord_min_ref_own_twin(
