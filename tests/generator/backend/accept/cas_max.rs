//! compare_exchange on the bindings' atomics (its `Result<T, T>` becomes
//! rsgpu::CompareExchange<T>): an atomic maximum by a CAS loop, and a
//! "first writer wins" claim of a slot, counted once per slot.
#![no_std]
use rsgpu::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cas_max(x: &[u32], best: &[Atomic<u32>], claimed: &[Atomic<u32>], winners: &[Atomic<u32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && best.len() == 1 && winners.len() == 1 && claimed.len() > 0 {
            let v = x[i];
            let mut cur = best[0].load(Ordering::Relaxed);
            while v > cur {
                match best[0].compare_exchange(cur, v, Ordering::AcqRel, Ordering::Relaxed) {
                    Ok(_) => break,
                    Err(seen) => cur = seen,
                }
            }
            let slot = v as usize % claimed.len();
            if let Ok(_) = claimed[slot].compare_exchange(0, 1, Ordering::AcqRel, Ordering::Acquire) {
                winners[0].fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}
// CHECK: kernel @cas_max(
// CHECK: Result<u32, u32>
// CHECK: rsgpu.atomic.compare_exchange
