//! Near miss of redteam S5_rt22_ovf_value_in_struct_tested_twin: the
//! struct's flag field is overwritten (`p.o = false`) before the test, so
//! the test guards nothing and `p.v` is the wrapped product.
#![no_std]
use rsgpu::*;

struct P {
    v: u64,
    o: bool,
}

rsgpu::kernel! {
    pub fn overflowing_mul_struct_flag_overwritten(x: &[f32], y: &mut [f32], z: bool) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let r = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let mut p = P { v: r.0, o: r.1 };
        p.o = z;
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
