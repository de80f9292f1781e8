//! Near miss of accept/exact_offsets.rs: `j = i + s` (s a parameter) is no
//! id below 2^32: at opt-level 3 `j * 3 + 1` wraps modulo 2^64 and can
//! meet another thread's `j * 3` (`j * 3` is a bijection mod 2^64, `+ 1`
//! breaks the rows apart). Refused at both levels (the rule takes the id
//! itself only).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_offsets_shifted_id(out: &mut [u32], s: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i.wrapping_add(s);
        let a = j.wrapping_mul(3);
        if a.wrapping_add(1) < out.len() {
            out[a] = 1;
            out[a.wrapping_add(1)] = 2;
        }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide: two threads can access the same element
