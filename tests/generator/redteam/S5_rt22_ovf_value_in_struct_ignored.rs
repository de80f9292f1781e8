//! S5 misuse (red team 22): the result of `g.overflowing_mul(1 << 56)` stored in a struct `P { v, o }` first, `y[p.v]` written without testing `p.o`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct P {
    v: u64,
    o: bool,
}

rsgpu::kernel! {
    pub fn rt22_ovf_value_in_struct_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let r = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let p = P { v: r.0, o: r.1 };
        let k = p.v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
