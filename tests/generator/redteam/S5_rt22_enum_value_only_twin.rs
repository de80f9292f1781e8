//! S5 twin (red team 22): a data enum computes the value only (`Op::Scale(f32)`, `Op::Add { a: f32 }`, `Op::Keep`, chosen by a parameter), the write at the global id `y[i]`. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Scale(f32),
    Add { a: f32 },
    Keep,
}
fn apply(op: Op, v: f32) -> f32 {
    match op {
        Op::Scale(s) => v * s,
        Op::Add { a } => v + a,
        Op::Keep => v,
    }
}

rsgpu::kernel! {
    pub fn rt22_enum_value_only_twin(x: &[f32], y: &mut [f32], mode: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let op = match mode {
            0 => Op::Scale(2.0),
            1 => Op::Add { a: 1.5 },
            _ => Op::Keep,
        };
        if i < y.len() && i < x.len() {
            y[i] = apply(op, x[i]);
        }
    }
}
// CHECK: kernel @rt22_enum_value_only_twin(
