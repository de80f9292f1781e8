//! `Atomic<u64>` byte total, `fetch_sub` from a budget with wrap-free inputs, `fetch_or` of seen bits, `swap` last.
#![no_std]
use core::sync::atomic::Ordering::{AcqRel, Relaxed};
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_atomic_u64_mix(x: &[u32], total: &Atomic<u64>, budget: &Atomic<i32>, seen: &Atomic<u32>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(&v) = x.get(i) {
            total.fetch_add(v as u64 * 1_000_003, Relaxed);
            budget.fetch_sub((v % 100) as i32, AcqRel);
            seen.fetch_or(1 << (v % 32), Relaxed);
        }
    }
}
