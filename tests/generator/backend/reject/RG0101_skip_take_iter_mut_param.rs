//! S5 near miss: `y.iter_mut().skip(i).take(1)` hands thread `i` the one
//! element `y[i]`, but the S5 analyses do not follow writes through `skip`,
//! `take`, `filter`, `chain` (ir/CoreIters.def: read-only iterators only), so
//! the adapter over `iter_mut()` of a `&mut` parameter stays refused.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn skip_take_iter_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for v in y.iter_mut().skip(i).take(1) {
            *v = 1.0;
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only over read-only iterators
