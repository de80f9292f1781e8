//! Float maximum through a `compare_exchange` loop on the bits, and an `f32` `fetch_add` sum.
#![no_std]
use core::sync::atomic::Ordering::{Acquire, Relaxed};
use rsgpu::*;

fn atomic_max_f32(cell: &Atomic<u32>, v: f32) {
    let mut cur = cell.load(Relaxed);
    while f32::from_bits(cur) < v {
        match cell.compare_exchange(cur, v.to_bits(), Acquire, Relaxed) {
            Ok(_) => break,
            Err(seen) => cur = seen,
        }
    }
}

rsgpu::kernel! {
    pub fn u24_atomic_cas_float_max(x: &[f32], max_bits: &Atomic<u32>, sum: &Atomic<f32>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            atomic_max_f32(max_bits, x[i]);
            sum.fetch_add(x[i], Relaxed);
        }
    }
}
