//! `core::array::from_fn` and `[T; N]::map` with capturing FnMut closures
//! (branch cr25): the closures run in index order and see each other's
//! writes (`calls`), as core calls them; O3 inlines both to `try_from_fn` /
//! `try_map` over NeverShortCircuit and core's Wrapped adapter.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn core_array_from_fn_map(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let base = x[i];
            let mut calls = 0u32;
            let a: [u32; 6] = core::array::from_fn(|k| { calls += 1; base.wrapping_mul(k as u32 + calls) });
            let b = a.map(|v| { calls = calls.wrapping_mul(3) ^ v; v.rotate_left(calls % 32) });
            let mut h = calls;
            for v in b { h = h.wrapping_mul(31) ^ v; }
            y[i] = h;
        }
    }
}
