//! Near miss of `if let Some(c) = counts.get(k) { c.fetch_add(..) }` (branch
//! it28: at O3 `c` names the atomic `counts.at(k)` itself): here the
//! `Option<&Atomic<u32>>` is handed whole to a helper, a value the emitter
//! cannot make (an atomic is a handle, substituted at its use): refused,
//! never emitted unassigned.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

#[inline(never)]
fn bump(o: Option<&Atomic<u32>>) {
    if let Some(c) = o {
        c.fetch_add(1, Relaxed);
    }
}

rsgpu::kernel! {
    pub fn atomic_option_passed_whole(x: &[u32], counts: &[Atomic<u32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            bump(counts.get((x[i] & 15) as usize));
        }
    }
}
// CHECK: error[RG0301]: cannot emit a value of type `Option<&Atomic<u32, device>>` yet
