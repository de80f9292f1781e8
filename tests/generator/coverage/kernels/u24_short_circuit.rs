//! Short-circuit `&&`/`||` with side effects in the right operand (an `FnMut` probe counting calls).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_short_circuit(x: &[i32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let mut calls = 0u32;
            let mut probe = |k: usize| {
                calls += 1;
                x.get(k).map_or(false, |&v| v > 0)
            };
            let a = probe(i) && probe(i + 1);
            let b = probe(i + 2) || probe(i + 3);
            let c = !a && (b || probe(i + 4));
            out[i] = calls * 8 + a as u32 * 4 + b as u32 * 2 + c as u32;
        }
    }
}
