//! Signed atomics: `Atomic<i32>` `fetch_max`/`fetch_min` with negative values (signed order), an `i32`
//! capped total through a `compare_exchange` loop (`Err(actual)` retried), `fetch_and`/`fetch_or` of bits.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_atomic_signed_minmax(x: &[i32], cap: i32, stats: &[Atomic<i32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let Some(&v) = x.get(i) else { return; };
        if stats.len() < 5 {
            return;
        }
        stats[0].fetch_max(v, Relaxed);
        stats[1].fetch_min(v, Relaxed);
        let add = v.unsigned_abs().min(1000) as i32;
        let mut cur = stats[2].load(Relaxed);
        loop {
            let next = cur.saturating_add(add).min(cap);
            match stats[2].compare_exchange(cur, next, Relaxed, Relaxed) {
                Ok(_) => break,
                Err(actual) => cur = actual,
            }
        }
        stats[3].fetch_and(!(1 << (v & 31)), Relaxed);
        stats[4].fetch_or(v & i32::MIN, Relaxed);
    }
}
