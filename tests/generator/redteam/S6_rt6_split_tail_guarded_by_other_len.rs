//! S6 + S5 parts: `let (_, hi) = y.split_at_mut(m); if i < x.len() { hi[i] =
//! x[i] }`: hi's check must stay, or a proven variant's predicate must be
//! `y.len() - m >= x.len()`, not `y.len() >= x.len()`. Driver: y a borrow of 8
//! (of 16), m = 4, x of 8, 8 threads: threads 4..7 must panic ("the len is 4"),
//! nothing written past the borrow.
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_guarded_by_other_len(y: &mut [f32], x: &[f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        if i < x.len() {
            hi[i] = x[i];
        }
    }
}
