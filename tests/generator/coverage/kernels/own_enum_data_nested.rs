//! Enums with data nested in each other, in structs, in an array of structs
//! and in an Option; derived PartialEq through references, matches!.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
struct P { x: f32, y: f32 }

#[derive(Clone, Copy, PartialEq)]
enum Inner { A(u8), B(P) }

#[derive(Clone, Copy)]
enum Arr { V([f32; 2]), N }

#[derive(Clone, Copy, PartialEq)]
enum Outer { Pt(P), In(Inner), Pair(Inner, i16), Nil }

#[derive(Clone, Copy)]
struct Holder { o: Outer, w: f32 }

fn mk(k: u32, v: f32) -> Outer {
    match k % 5 {
        0 => Outer::Pt(P { x: v, y: -v }),
        1 => Outer::In(Inner::A(k as u8)),
        2 => Outer::In(Inner::B(P { x: v, y: 2.0 * v })),
        3 => Outer::Pair(Inner::A(3), -7),
        _ => Outer::Nil,
    }
}

fn val(o: &Outer) -> f32 {
    match o {
        Outer::Pt(p) => p.x - p.y,
        Outer::In(Inner::A(b)) => *b as f32,
        Outer::In(Inner::B(a)) => { let r = if a.x > 0.0 { Arr::V([a.x, a.y]) } else { Arr::N }; match r { Arr::V(q) => q[0] + q[1], Arr::N => 0.5 } }
        Outer::Pair(i, s) => (if let Inner::A(b) = i { *b as f32 } else { 0.0 }) + *s as f32,
        Outer::Nil => 0.25,
    }
}

fn first_some(hs: &[Holder; 3]) -> Option<Outer> {
    for h in hs.iter() {
        if !matches!(h.o, Outer::Nil) { return Some(h.o); }
    }
    None
}

rsgpu::kernel! {
    pub fn own_enum_data_nested(k: &[u32], x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < k.len() && i < x.len() {
            let mut hs = [Holder { o: Outer::Nil, w: 0.0 }; 3];
            for j in 0..3 {
                hs[j] = Holder { o: mk(k[i] >> j, x[i]), w: j as f32 };
            }
            let mut acc = 0.0;
            for h in hs.iter() { acc += val(&h.o) * h.w; }
            if let Some(o) = first_some(&hs) { acc += val(&o); }
            if hs[0].o == hs[1].o { acc += 1000.0; }
            if let Some(Outer::Pt(p)) = first_some(&hs) { acc += p.y; }
            out[i] = acc;
        }
    }
}
