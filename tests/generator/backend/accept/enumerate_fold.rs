//! `iter().enumerate().fold(..)`: at O3 rustc calls the slice iterator's
//! `fold` with core's `Enumerate::fold::enumerate` closure, built as the
//! aggregate `{ 0: fold, 1: count }` of the user's closure and the count
//! (rsgpu::rust::EnumerateFold); O0 `Enumerate`'s own `fold`. Empty, one-item
//! and longer slices; ties keep the first maximum.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn enumerate_fold(x: &[f32], w: &[u32], best: &mut [u32], dot: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < best.len() && i < dot.len() {
            let n = (i % 7).min(x.len());
            let xs = &x[0..n];
            best[i] = if n > 0 {
                xs.iter().enumerate().fold(0usize, |b, (k, &v)| if v > xs[b] { k } else { b }) as u32
            } else {
                u32::MAX
            };
            let m = (i % 5).min(w.len());
            dot[i] = w[0..m]
                .iter()
                .enumerate()
                .fold(7u32, |a, (k, &v)| a.wrapping_mul(3).wrapping_add((k as u32 + 1).wrapping_mul(v)));
        }
    }
}
// CHECK: kernel @enumerate_fold(
// CHECK-O3: = struct {%{{[0-9]+}}, 0_usize}
// CHECK-O3: call core.iter.fold<u32>(move %{{[0-9]+}}, 7_u32, zst core_fn_{{[0-9]+}})
