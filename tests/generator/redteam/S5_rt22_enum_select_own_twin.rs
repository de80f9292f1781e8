//! S5 twin (red team 22): the enum of S5_rt22_enum_select_neighbour, both variants carrying `i` itself (`Sel::Own(i)` / `Sel::Left(i)` by parity), `y[k]` written with the payload. Correct (every thread writes its own element); a refusal is a false positive (docs: S5 follows a struct literal's fields, not said for enum payloads).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    Own(usize),
    Left(usize),
}

rsgpu::kernel! {
    pub fn rt22_enum_select_own_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if i % 2 == 0 { Sel::Own(i) } else { Sel::Left(i) };
        let k = match s {
            Sel::Own(k) => k,
            Sel::Left(k) => k,
        };
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_enum_select_own_twin(
