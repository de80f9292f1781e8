//! S5 misuse (red team 28): a loop of two trips `(nk, o) = k.overflowing_mul(1 << 30)`, the flag tested only when `s == 0`, `k = nk`; `y[k]` after the loop. Docs (the operation running again while a value of its previous run is unguarded; flags tested on one path): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_loop_flag_first_trip_only(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut k = i;
        for s in 0..2u32 {
            let (nk, o) = k.overflowing_mul(1 << 30);
            if s == 0 && o { return; }
            k = nk;
        }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
