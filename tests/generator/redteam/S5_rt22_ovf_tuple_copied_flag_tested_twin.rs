//! S5 twin (red team 22): the whole `(v, o)` tuple copied (`let t = g.overflowing_mul(1 << 56); let u = t;`), `if u.1 { return; }` then `y[u.0]`. Correct: the read of the value is past the test.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_tuple_copied_flag_tested_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let t = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let u = t;
        if u.1 {
            return;
        }
        let k = u.0 as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_tuple_copied_flag_tested_twin(
