//! Red team 22 (data enums): `#[repr(u8)]` with explicit discriminants out of declaration order (`B(u32) = 7`, `A(u16) = 2`, `C = 200`) and a `#[repr(i8)]` data enum with negative discriminants, matched, held in an array and compared.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
#[repr(u8)]
enum R8 {
    B(u32) = 7,
    A(u16) = 2,
    C = 200,
}
#[derive(Clone, Copy, PartialEq)]
#[repr(i8)]
enum S8 {
    Neg(i32) = -3,
    Zero = 0,
    Pos { p: u8 } = 5,
}
fn r(v: u32) -> R8 {
    match v % 3 {
        0 => R8::B(v),
        1 => R8::A((v % 60000) as u16),
        _ => R8::C,
    }
}
fn s(v: u32) -> S8 {
    match v % 3 {
        0 => S8::Neg(-((v % 1000) as i32)),
        1 => S8::Zero,
        _ => S8::Pos { p: (v % 250) as u8 },
    }
}

rsgpu::kernel! {
    pub fn r22_enum_repr_u8_explicit(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let arr = [r(v), r(v >> 3), r(v >> 6)];
            let mut acc = 0u32;
            for e in arr.iter() {
                acc = acc.wrapping_mul(13).wrapping_add(match *e {
                    R8::B(b) => b % 1000,
                    R8::A(a) => a as u32 + 2000,
                    R8::C => 3000,
                });
            }
            o1[i] = acc;
            o2[i] = match s(v) {
                S8::Neg(n) => (n - 5) as u32,
                S8::Zero => 42,
                S8::Pos { p } => p as u32 * 3,
            };
            o3[i] = (arr[0] == arr[1]) as u32 + 2 * (s(v) == S8::Zero) as u32 + 4 * (arr[2] == R8::C) as u32;
        }
    }
}
