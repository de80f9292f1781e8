//! Red team 22 (data enums): `match` with bindings, guards, `@` bindings with ranges, or-patterns over variants, struct-variant field patterns with `..`, and a guard reading two payload fields.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sh {
    Circle(u32),
    Rect { w: u32, h: u32 },
    Tri(u32, u32, u32),
    Empty,
}
fn build(v: u32) -> Sh {
    match v % 4 {
        0 => Sh::Circle(v % 97),
        1 => Sh::Rect { w: v % 13, h: (v >> 8) % 17 },
        2 => Sh::Tri(v % 5, (v >> 4) % 7, (v >> 12) % 11),
        _ => Sh::Empty,
    }
}
fn score(s: Sh) -> u32 {
    match s {
        Sh::Circle(r @ 0..=10) => 1000 + r,
        Sh::Circle(r) if r % 2 == 0 => 2000 + r / 2,
        Sh::Circle(r) => 3000 + r,
        Sh::Rect { w, h } if w == h => 4000 + w,
        Sh::Rect { w, h } if w > h => 5000 + w - h,
        Sh::Rect { w, .. } => 6000 + w,
        Sh::Tri(a, b, c) if a + b > c && a + c > b && b + c > a => 7000 + a + b + c,
        Sh::Tri(0, ..) | Sh::Tri(_, 0, _) => 8000,
        Sh::Tri(a, ..) => 9000 + a,
        Sh::Empty => 1,
    }
}

rsgpu::kernel! {
    pub fn r22_enum_match_guards(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a = build(v);
            let b = build(v.rotate_left(7));
            o1[i] = score(a);
            o2[i] = score(b);
            o3[i] = match (a, b) {
                (Sh::Empty, Sh::Empty) => 11,
                (Sh::Circle(p), Sh::Circle(q)) | (Sh::Tri(p, _, _), Sh::Tri(q, _, _)) => p + q,
                (Sh::Rect { w, .. }, _) | (_, Sh::Rect { w, .. }) => w * 3,
                _ => 5,
            };
        }
    }
}
