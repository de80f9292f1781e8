//! S5 near miss: each thread chains its own two rows of `y` (`&mut
//! y[2i*w..]` split in two) and writes through the chain; the parts are the
//! thread's own, but writes through `chain` (an adapter of read-only
//! iterators only, ir/CoreIters.def) are not followed by the S5 analyses:
//! refused, not trusted.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chain_iter_mut_own_parts(y: &mut [u32], w: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (2 * i + 2) * w <= y.len() {
            let part = &mut y[2 * i * w..(2 * i + 2) * w];
            let (a, b) = part.split_at_mut(w);
            for v in a.iter_mut().chain(b.iter_mut()) {
                *v += 1;
            }
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only over read-only iterators
