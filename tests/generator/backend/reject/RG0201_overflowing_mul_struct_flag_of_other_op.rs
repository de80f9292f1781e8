//! Near miss of redteam S5_rt22_ovf_value_in_struct_tested_twin: the struct
//! holds the product's value but the flag of another operation
//! (`g.overflowing_add(1)`, never set): testing `p.o` says nothing of
//! `p.v`, the wrapped `g * 2^56` (threads 0 and 256 write `y[0]`).
#![no_std]
use rsgpu::*;

struct P {
    v: u64,
    o: bool,
}

rsgpu::kernel! {
    pub fn overflowing_mul_struct_flag_of_other_op(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let r = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let s = g.overflowing_add(1);
        let p = P { v: r.0, o: s.1 };
        if p.o {
            return;
        }
        let k = p.v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[k]` may collide
