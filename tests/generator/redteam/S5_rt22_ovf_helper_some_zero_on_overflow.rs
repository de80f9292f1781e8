//! S5 misuse (red team 22): a user "checked" helper `fn my_checked(a, b) -> Option<u64> { let (v, o) = a.overflowing_mul(b); if o { Some(0) } else { Some(v) } }`: `if let Some(k) = my_checked(g, 1 << 56) { y[k] }` — every overflowing thread writes `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn my_checked(a: u64, b: u64) -> Option<u64> {
    let (v, o) = a.overflowing_mul(b);
    if o {
        Some(0)
    } else {
        Some(v)
    }
}

rsgpu::kernel! {
    pub fn rt22_ovf_helper_some_zero_on_overflow(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        if let Some(k) = my_checked(g, 0x0100_0000_0000_0000u64) {
            let k = k as usize;
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
