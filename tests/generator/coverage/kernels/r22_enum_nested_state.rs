//! Red team 22 (data enums): enums nested in enums, structs and arrays, a state machine over a loop whose states carry nested data, and `matches!` with nested patterns.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Inner {
    A(u32),
    B { x: u32, y: u32 },
}
#[derive(Clone, Copy, PartialEq)]
enum Outer {
    Wrap(Inner),
    Two(Inner, Inner),
    Nothing,
}
#[derive(Clone, Copy)]
struct Cell {
    o: Outer,
    n: u32,
}
fn step(o: Outer, k: u32) -> Outer {
    match o {
        Outer::Nothing => Outer::Wrap(Inner::A(k)),
        Outer::Wrap(Inner::A(a)) if a % 2 == 0 => Outer::Wrap(Inner::B { x: a, y: k }),
        Outer::Wrap(Inner::A(a)) => Outer::Two(Inner::A(a), Inner::A(k)),
        Outer::Wrap(Inner::B { x, y }) => Outer::Two(Inner::B { x: y, y: x }, Inner::A(x + k)),
        Outer::Two(p, Inner::A(q)) if q > 5 => Outer::Wrap(p),
        Outer::Two(_, q) => Outer::Wrap(q),
    }
}
fn code(o: Outer) -> u32 {
    match o {
        Outer::Nothing => 1,
        Outer::Wrap(Inner::A(a)) => 10 + a,
        Outer::Wrap(Inner::B { x, y }) => 100 + x * 3 + y,
        Outer::Two(Inner::A(a), Inner::A(b)) => 1000 + a * 7 + b,
        Outer::Two(Inner::B { x, .. }, _) => 2000 + x,
        Outer::Two(_, Inner::B { y, .. }) => 3000 + y,
    }
}

rsgpu::kernel! {
    pub fn r22_enum_nested_state(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let mut cells = [Cell { o: Outer::Nothing, n: 0 }; 4];
            for k in 0..4 {
                cells[k].n = v + k as u32;
            }
            let mut o = Outer::Nothing;
            let mut acc = 0u32;
            for k in 0..(v % 9 + 3) {
                o = step(o, k + v % 11);
                cells[(k % 4) as usize].o = o;
                acc = acc.wrapping_mul(31).wrapping_add(code(o));
            }
            o1[i] = acc;
            o2[i] = cells.iter().map(|c| code(c.o) + c.n).fold(0u32, |a, b| a.wrapping_mul(7).wrapping_add(b));
            o3[i] = cells.iter().filter(|c| matches!(c.o, Outer::Two(Inner::A(_), _) | Outer::Wrap(Inner::B { .. }))).count() as u32;
        }
    }
}
