//! S5 (part proofs, split_at_mut): the tail `hi` of `y.split_at_mut(m)` split
//! again at the same `m`: `b[j]` is `y[2m + j]`, `hi[j]` is `y[m + j]`. Thread i
//! writes `b[i]` (= y[2m + i]) and, after `b` is dead, `hi[i]` (= y[m + i]);
//! thread i + m writes `hi[i + m]` = y[2m + i] too. The docs key a half by the
//! split point (`tail(m):`): a split of a half keyed as a split of `y` makes
//! `b[i]` and `hi[i]` the same function. Expected RG0201 naming `y`/`b`/`hi`.
// REJECT-OK: error\[RG020[13]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_of_tail_keyed_as_tail(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        {
            let (_a, b) = hi.split_at_mut(m);
            if i < b.len() {
                b[i] = i as f32;
            }
        }
        if i < hi.len() {
            hi[i] = 1000.0 + i as f32;
        }
    }
}
