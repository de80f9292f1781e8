//! A user trait named like core's (`Sum`, with a `sum` method) beside core's
//! `Iterator::sum` in one kernel: the user's `p.sum()` must call the crate's
//! impl and `(0..4).map(..).sum()` core's fold (O3: core's closures are keyed
//! by canonical paths whose trait is named by its last segment; the crate's
//! own items are looked up first). Diff case checks the values.
#![no_std]
use rsgpu::*;

pub trait Sum {
    fn sum(self) -> u32;
}

#[derive(Clone, Copy)]
pub struct SumPair {
    a: u32,
    b: u32,
}

impl Sum for SumPair {
    fn sum(self) -> u32 {
        self.a.wrapping_mul(3).wrapping_add(self.b)
    }
}

rsgpu::kernel! {
    pub fn user_trait_sum(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let p = SumPair { a: x[i], b: 7 };
            let core_sum: u32 = (0..4u32).map(|k| k.wrapping_mul(x[i])).fold(0u32, |a, v| a.wrapping_add(v));
            y[i] = p.sum().wrapping_add(core_sum).wrapping_add((0..i as u32 % 5).sum::<u32>());
        }
    }
}
// CHECK: kernel @user_trait_sum(
