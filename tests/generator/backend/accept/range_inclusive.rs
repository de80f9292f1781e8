//! `a..=b` ranges (`RangeInclusive<T>`): a `for` loop, `.rev()`,
//! `.step_by(s)` and `.sum()`, with Rust's end conditions: `a..=MAX` takes
//! MAX last and stops (no wrap, no endless loop), `a > b` is empty. O0 calls
//! `RangeInclusive::new` and `next`; O3 builds the struct in place (`start`,
//! `end`, `exhausted`) and calls `spec_next`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_inclusive(lo: &[u8], hi: &[u8], a: &[u32], b: &[u32],
                           fwd: &mut [u32], back: &mut [u32], step: &mut [u32],
                           total: &mut [u64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < lo.len() && i < hi.len() && i < a.len() && i < b.len() && i < fwd.len()
            && i < back.len() && i < step.len() && i < total.len() {
            let mut n = 0u32;
            let mut h = 0u32;
            for k in lo[i]..=hi[i] {
                n += 1;
                h = h.wrapping_mul(31).wrapping_add(k as u32);
            }
            fwd[i] = h ^ (n << 20);
            let mut r = 0u32;
            for k in (lo[i]..=hi[i]).rev() {
                r = r.wrapping_mul(31).wrapping_add(k as u32);
            }
            back[i] = r;
            let mut t = 0u32;
            for k in (a[i]..=b[i]).step_by(3) {
                t = t.wrapping_mul(7).wrapping_add(k);
            }
            step[i] = t;
            let s: u64 = (lo[i] as u64..=hi[i] as u64).sum();
            total[i] = s;
        }
    }
}
// CHECK: kernel @range_inclusive(
// CHECK: RangeInclusive<u8>
