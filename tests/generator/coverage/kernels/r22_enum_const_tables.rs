//! Red team 22 (data enums): `const` tables of enums with data indexed at run time (rustc may print them as allocation bytes in its own layout: tag placement, niches): `[Op; 4]` with `f32` payloads, `[Flag; 4]` whose payload is a `bool` (a niche for the tag), `[Option<Op>; 3]` (the `None` in a niche of `Op`'s tag) and `[Option<Flag>; 3]`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Scale(f32),
    Add { a: f32, b: u16 },
    Keep,
    Shift(u8),
}
#[derive(Clone, Copy, PartialEq)]
enum Flag {
    On(bool),
    Off,
    Both(bool, bool),
}
const OPS: [Op; 4] = [Op::Scale(2.5), Op::Add { a: -1.25, b: 700 }, Op::Keep, Op::Shift(3)];
const FLAGS: [Flag; 4] = [Flag::On(true), Flag::Off, Flag::Both(false, true), Flag::On(false)];
const OOPS: [Option<Op>; 3] = [None, Some(Op::Shift(9)), Some(Op::Add { a: 0.5, b: 1 })];
const OFLAGS: [Option<Flag>; 3] = [Some(Flag::Both(true, false)), None, Some(Flag::Off)];
fn apply(op: Op, x: u32) -> u32 {
    match op {
        Op::Scale(s) => (x as f32 * s) as u32,
        Op::Add { a, b } => (x as f32 + a) as u32 + b as u32,
        Op::Keep => x,
        Op::Shift(k) => x << k,
    }
}
fn flag(f: Flag) -> u32 {
    match f {
        Flag::On(true) => 1,
        Flag::On(false) => 2,
        Flag::Off => 3,
        Flag::Both(a, b) => 4 + a as u32 * 2 + b as u32,
    }
}

rsgpu::kernel! {
    pub fn r22_enum_const_tables(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let k = (v % 4) as usize;
            let m = (v % 3) as usize;
            o1[i] = apply(OPS[k], v) + 100000 * flag(FLAGS[k]);
            o2[i] = match OOPS[m] {
                None => 7,
                Some(op) => apply(op, v) + 50000,
            };
            o3[i] = match OFLAGS[m] {
                None => 9,
                Some(f) => flag(f) + 20,
            } + 1000 * (OPS[k] == Op::Keep) as u32 + 10000 * (FLAGS[(k + 1) % 4] == Flag::On(false)) as u32;
        }
    }
}
