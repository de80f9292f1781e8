//! Adapters of read-only iterators (ir/CoreIters.def's *ReadOnly shapes):
//! `filter(..).count()`, `filter_map(..).sum()`, `take_while(..).count()`,
//! `skip(k).take(n).sum()` (past the end: nothing), `chain(..).fold(..)`,
//! over a kernel's `&[T]` parameter and a thread's own local array. O3 builds
//! the adapters in place (Rust's layout) and folds with core's closures
//! (`filter_map_fold`, `count`'s, Take's `spec_fold`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_adapters(x: &[u32], w: usize, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && (i + 1) * w <= x.len() {
            let row = &x[i * w..(i + 1) * w];
            let local = [i as u32, 3, 9, 1];
            let big = row.iter().filter(|&&v| v > 4).count() as u32;
            let excess: u32 = row.iter().filter_map(|&v| v.checked_sub(2)).sum();
            let prefix = local.iter().take_while(|&&v| v != 9).count() as u32;
            let window: u32 = row.iter().skip(i % 5).take(3).sum();
            let both = row.iter().chain(local.iter()).fold(0u32, |a, &v| a.wrapping_mul(31) ^ v);
            out[i] = big + excess + prefix + window + both;
        }
    }
}
// CHECK: kernel @iter_adapters(
// CHECK-O0: call core.adapt.filter
// CHECK-O0: call core.iter.count
// CHECK-O0: call core.adapt.filter_map
// CHECK-O0: call core.adapt.take_while
// CHECK-O0: call core.adapt.skip
// CHECK-O0: call core.adapt.take
// CHECK-O0: call core.adapt.chain
// CHECK-O3: call core.iter.count
// CHECK-O3: call core.iter.fold
