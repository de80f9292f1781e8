//! Red team 22 (data enums; r22_enum_mem_replace_take without `Option::replace`): `core::mem::replace` and `core::mem::take` of enums with data (a `#[derive(Default)]` with `#[default]` on a unit variant and a hand-written `Default` returning a data variant), and `Option::take`/`replace` of an `Option<Tok>`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Default)]
enum Tok {
    Num(u32),
    Pair { a: u32, b: u32 },
    #[default]
    None,
}
#[derive(Clone, Copy, PartialEq)]
enum St {
    Run(u32),
    Stop,
}
impl Default for St {
    fn default() -> Self {
        St::Run(77)
    }
}
fn val(t: Tok) -> u32 {
    match t {
        Tok::Num(n) => n,
        Tok::Pair { a, b } => a * 10 + b,
        Tok::None => 999,
    }
}
fn sval(s: St) -> u32 {
    match s {
        St::Run(n) => n,
        St::Stop => 5,
    }
}

rsgpu::kernel! {
    pub fn r22_enum_mem_take(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let mut t = if v % 2 == 0 { Tok::Num(v) } else { Tok::Pair { a: v % 7, b: v % 3 } };
            let old = core::mem::replace(&mut t, Tok::Num(v + 1));
            let taken = core::mem::take(&mut t);
            let mut s = if v % 3 == 0 { St::Stop } else { St::Run(v) };
            let s_old = core::mem::take(&mut s);
            let mut o = Some(Tok::Pair { a: 1, b: v % 10 });
            let oo = o.take();
            let prev = if v % 2 == 0 { Some(Tok::Num(3)) } else { None };
            o1[i] = val(old) + 10000 * val(t);
            o2[i] = val(taken) + 10000 * (sval(s_old) + 10 * sval(s));
            o3[i] = oo.map(val).unwrap_or(0) + 1000 * prev.map(val).unwrap_or(7) + 100000 * o.map(val).unwrap_or(9);
        }
    }
}
