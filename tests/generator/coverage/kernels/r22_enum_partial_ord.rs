//! Red team 22 (data enums): derived `PartialOrd`/`Ord` of an enum with data (variant order first, then the payload), `max`/`min` of such values and sorting pairs by them (rust-coverage.md lists derived `PartialEq` only: a refusal is acceptable, another order is not).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Pri {
    Low(u32),
    Mid { a: u32, b: u32 },
    High,
}
fn mk(v: u32) -> Pri {
    match v % 3 {
        0 => Pri::Low(v % 10),
        1 => Pri::Mid { a: v % 4, b: (v >> 4) % 4 },
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

rsgpu::kernel! {
    pub fn r22_enum_partial_ord(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a = mk(v);
            let b = mk(v >> 5);
            o1[i] = (a < b) as u32 + 2 * (a <= b) as u32 + 4 * (a > b) as u32 + 8 * (a == b) as u32;
            o2[i] = code(a.max(b)) + 10000 * code(core::cmp::min(a, b));
            o3[i] = match a.cmp(&b) {
                core::cmp::Ordering::Less => 1,
                core::cmp::Ordering::Equal => 2,
                core::cmp::Ordering::Greater => 3,
            };
        }
    }
}
