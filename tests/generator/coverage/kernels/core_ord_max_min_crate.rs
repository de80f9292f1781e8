//! `Ord::max` / `Ord::min` and `core::cmp::max` / `min` of crate types:
//! derived Ord on a struct and a data enum, a hand-written Ord that ignores a
//! field (ties: max returns the second argument, min the first, as core's
//! max_by / min_by), a fieldless enum whose hand-written Ord reverses its
//! variants.
#![no_std]
#![allow(unused)]
use core::cmp::Ordering;
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct P {
    a: u32,
    b: u32,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Pri {
    Low(u32),
    Mid { a: u32, b: u32 },
    High,
}

/// Ordered by `key` only: `tag` tells which argument a tie returned.
#[derive(Clone, Copy)]
struct K {
    key: u32,
    tag: u32,
}
impl PartialEq for K {
    fn eq(&self, o: &Self) -> bool {
        self.key == o.key
    }
}
impl Eq for K {}
impl PartialOrd for K {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for K {
    fn cmp(&self, o: &Self) -> Ordering {
        self.key.cmp(&o.key)
    }
}

/// Declared low to high, ordered high to low.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rev {
    A,
    B,
    C,
}
impl PartialOrd for Rev {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Rev {
    fn cmp(&self, o: &Self) -> Ordering {
        (*o as u8).cmp(&(*self as u8))
    }
}

fn pri(v: u32) -> Pri {
    match v % 3 {
        0 => Pri::Low(v % 5),
        1 => Pri::Mid { a: v % 2, b: (v >> 3) % 3 },
        _ => Pri::High,
    }
}
fn code(p: Pri) -> u32 {
    match p {
        Pri::Low(n) => n,
        Pri::Mid { a, b } => 100 + a * 10 + b,
        Pri::High => 999,
    }
}
fn rev(v: u32) -> Rev {
    match v % 3 {
        0 => Rev::A,
        1 => Rev::B,
        _ => Rev::C,
    }
}

rsgpu::kernel! {
    pub fn core_ord_max_min_crate(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i];
            let p = P { a: v % 3, b: v % 7 };
            let q = P { a: 1, b: (v >> 4) % 7 };
            let hi = p.max(q);
            let lo = core::cmp::min(p, q);
            o1[i] = hi.a * 1000 + hi.b * 100 + lo.a * 10 + lo.b;

            let a = pri(v);
            let b = pri(v >> 5);
            o2[i] = code(a.max(b)) + 10000 * code(core::cmp::min(a, b));

            let k1 = K { key: v % 4, tag: 1 };
            let k2 = K { key: (v >> 2) % 4, tag: 2 };
            let m = k1.max(k2);
            let n = k1.min(k2);
            let cm = core::cmp::max(k2, k1);
            let cn = core::cmp::min(k2, k1);
            o3[i] = m.tag * 1000 + n.tag * 100 + cm.tag * 10 + cn.tag;

            let r = rev(v);
            let s = rev(v >> 3);
            o4[i] = r.max(s) as u32 * 10 + core::cmp::min(r, s) as u32;
        }
    }
}
