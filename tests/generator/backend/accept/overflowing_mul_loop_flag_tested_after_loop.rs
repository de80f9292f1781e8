//! The flag rule across a loop (ir/OverflowFlags.cpp): each trip's product
//! is read only past the test of the previous trip's flag (at the top of
//! the next trip) or of the last flag (after the loop), so the operation
//! stays `mul.overflow` (exact). The value is written as data, not as an
//! index: S5 does not follow a product carried around a loop (redteam
//! S5_rt22_ovf_loop_flag_tested_after_loop_twin is refused for that);
//! near miss accept/overflowing_mul_loop_flag_untested_after_loop.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_loop_flag_tested_after_loop(y: &mut [u64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = i as u64;
        let mut o = false;
        for _ in 0..2 {
            if o {
                return;
            }
            let r = v.overflowing_mul(0x1000_0000u64);
            v = r.0;
            o = r.1;
        }
        if o {
            return;
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: mul.overflow u64
// CHECK-NOT: mul.flagged u64
