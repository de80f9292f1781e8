//! S5 twin (red team 28): the same two-trip loop with `if o { return; }` on every trip. Docs (the flow across a loop): translates (S5 does not follow a product carried around a loop: RG0201 is a documented not-yet).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_loop_flag_every_trip_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut k = i;
        for s in 0..2u32 {
            let (nk, o) = k.overflowing_mul(1 << 30);
            if o { return; }
            k = nk;
        }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_loop_flag_every_trip_twin(
