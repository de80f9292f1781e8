//! S5 twin (red team 22): the loop of S5_rt22_ovf_flag_tested_after_write_in_loop with the last flag tested after the loop too (`if o { return; }` before the write): every product is exact, `g * 2^56` below 2^64 only for g < 256: injective. The value is copied into `v` before the test (through copies), so the docs' rule may refuse it (a false positive, not a hole).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_loop_flag_tested_after_loop_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut v = g;
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
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_loop_flag_tested_after_loop_twin(
