#![no_std]
use rsgpu::*;

/// The operation a launch applies.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add = 0,
    Sub = 1,
    Mul = 2,
    Max = 3,
}

rsgpu::kernel! {
    pub fn own_enum_param(op: Op, a: &[i32], b: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = match op {
                Op::Add => a[i] + b[i],
                Op::Sub => a[i] - b[i],
                Op::Mul => a[i] * b[i],
                Op::Max => a[i].max(b[i]),
            };
        }
    }
}
