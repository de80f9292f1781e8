//! Red team 22 (data enums): a generic `Either<A, B>` at two instances (`Either<u32, f32>`, `Either<f32, u32>`), generic methods (`swap`, `map_left`), a derived `==` on each, and a generic fn over `T: Copy`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Either<A, B> {
    L(A),
    R(B),
}
impl<A: Copy, B: Copy> Either<A, B> {
    fn swap(self) -> Either<B, A> {
        match self {
            Either::L(a) => Either::R(a),
            Either::R(b) => Either::L(b),
        }
    }
    fn is_left(&self) -> bool {
        matches!(self, Either::L(_))
    }
}
fn num(e: Either<u32, f32>) -> u32 {
    match e {
        Either::L(a) => a,
        Either::R(b) => b.to_bits() >> 8,
    }
}
fn num2(e: Either<f32, u32>) -> u32 {
    match e {
        Either::L(a) => (a * 3.0).to_bits(),
        Either::R(b) => b ^ 0xff,
    }
}

rsgpu::kernel! {
    pub fn r22_enum_generic_two(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a: Either<u32, f32> = if v % 2 == 0 { Either::L(v % 1000) } else { Either::R((v % 1000) as f32 * 0.5) };
            let b: Either<f32, u32> = a.swap();
            o1[i] = num(a) + if a.is_left() { 1 } else { 0 };
            o2[i] = num2(b) + if b.is_left() { 1 } else { 0 };
            o3[i] = (a == Either::L(v % 1000)) as u32 + 2 * (b == Either::R(v % 1000)) as u32 + 4 * (a.swap() == b) as u32 + 8 * (b.swap() == a) as u32;
        }
    }
}
