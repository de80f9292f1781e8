//! Fieldless enums compared and matched inside an `Option`: `op == Op::Add`
//! (a derived `PartialEq`) compares at O0 with a promoted `&Op::Add`, the
//! constant `const f::promoted[0]` whose body builds `Op::Add` (built into a
//! local of the function, its address taken); `match pick(v) { Some(E::A)
//! => .. }` takes `discriminant(((_17 as Some).0: E))`, which names `E` (and
//! `X`, whose variants are written `= N`) as an enum.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op { Add, Sub, Mul }

#[derive(Clone, Copy)]
enum E { A, B }

#[derive(Clone, Copy)]
enum X { P = 3, Q = 7 }

fn pick(v: u32) -> Option<E> {
    if v == 0 { None } else if v == 1 { Some(E::A) } else { Some(E::B) }
}

fn pick_x(v: u32) -> Option<X> {
    if v % 3 == 0 { None } else if v % 3 == 1 { Some(X::P) } else { Some(X::Q) }
}

rsgpu::kernel! {
    pub fn enum_eq_option(codes: &[u8], x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < codes.len() && i < x.len() {
            let op = match codes[i] % 4 { 0 => Op::Add, 1 => Op::Sub, 2 => Op::Mul, _ => Op::Add };
            let a = if op == Op::Add { 1 } else if op == Op::Sub { 2 } else { 3 };
            let b = match pick(x[i] % 3) { Some(E::A) => 10, Some(E::B) => 20, None => 0 };
            let c = match pick_x(x[i]) { Some(X::P) => 100, Some(X::Q) => 200, None => 0 };
            out[i] = a + b + c;
        }
    }
}
// CHECK: kernel @enum_eq_option(
// CHECK-O0: [[T:%[0-9]+]] = 0_isize
// CHECK-O0-NEXT: [[R:%[0-9]+]] = ref [[T]]
// CHECK-O0-NEXT: call @<impl at {{.*}}>::eq(move %{{[0-9]+}}, move [[R]])
// CHECK-O0: discriminant
