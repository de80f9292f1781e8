//! Near miss of accept/overflowing_mul_loop_flag_tested_after_loop: the
//! last trip's flag is not tested after the loop, so its product leaves
//! the loop unguarded: the operation is `mul.flagged` (wrapping), whose
//! value the analyses never take as exact.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_loop_flag_untested_after_loop(y: &mut [u64]) {
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
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: mul.flagged u64
