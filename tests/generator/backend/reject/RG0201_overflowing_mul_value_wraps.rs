//! `overflowing_mul`'s value is the *wrapped* product whatever its flag:
//! `tid * 2^56` is 0 for threads 0 and 256 of a 1024-thread block. At
//! opt-level 3 rustc inlines it to `MulWithOverflow` with the flag unread;
//! only a tested flag makes that operation's value the exact product
//! (ir/OverflowFlags.cpp). Was accepted at opt-level 3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_value_wraps(y: &mut [f32]) {
        let t = thread_idx_x() as u64;
        let (k, _) = t.overflowing_mul(0x0100_0000_0000_0000u64);
        if (k as usize) < y.len() {
            y[k as usize] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[k as usize]` may collide
