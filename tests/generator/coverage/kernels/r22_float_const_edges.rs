//! Red team 22 (constants rustc folds and prints in MIR; next to r22_nan_constant_bits): `f32::MAX`, `EPSILON`, the smallest subnormal, `-0.0`, `f64::MAX`, `f64` subnormal `5e-324`, `0.1 + 0.2` folded, and enum payloads / const table entries holding `-f32::NAN` and `-0.0`, read back with `to_bits`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Scale(f32),
    Keep,
}
const T: [Op; 3] = [Op::Scale(-0.0), Op::Scale(-f32::NAN), Op::Keep];
const F: [f32; 4] = [-0.0, f32::from_bits(0x0080_0000), -f32::NAN, 1.0e-45];
fn pick(k: u32) -> f32 {
    match k % 8 {
        0 => f32::MAX,
        1 => f32::from_bits(0x0080_0000),
        2 => f32::EPSILON,
        3 => f32::from_bits(1),
        4 => -0.0,
        5 => 0.1 + 0.2,
        6 => -f32::MAX,
        _ => f32::from_bits(0x0080_0000) / 2.0,
    }
}
fn pick64(k: u32) -> f64 {
    match k % 4 {
        0 => f64::MAX,
        1 => f64::from_bits(1),
        2 => 0.1 + 0.2,
        _ => -0.0,
    }
}

rsgpu::kernel! {
    pub fn r22_float_const_edges(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a = pick(v);
            let b = pick64(v);
            let t = match T[(v % 3) as usize] {
                Op::Scale(s) => s.to_bits(),
                Op::Keep => 7,
            };
            o1[i] = a.to_bits();
            o2[i] = (b.to_bits() >> 32) as u32 ^ (b.to_bits() as u32);
            o3[i] = t ^ F[(v % 4) as usize].to_bits().rotate_left(1);
        }
    }
}
