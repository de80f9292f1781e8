//! Red team 28: `core::mem::take` of crate types whose `Default` is hand-written (non-zero fields), a derived `Default` holding one, an enum with a `#[default]` data-less variant, and `u32`. Docs (calls.md core.mem.take): the crate's Default impl runs: rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct D { a: u32, b: u8 }
impl Default for D { fn default() -> Self { D { a: 41, b: 9 } } }
#[derive(Clone, Copy, Default)]
struct E { d: D, c: u32 }
#[derive(Clone, Copy, Default, PartialEq)]
enum M { A, #[default] B, C }

rsgpu::kernel! {
    pub fn r28_mem_take_crate_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let mut d = D { a: v, b: (v % 200) as u8 };
            let t = core::mem::take(&mut d);
            let r1 = t.a * 1000 + t.b as u32 + d.a * 7 + d.b as u32;
            let mut e = E { d: D { a: v + 1, b: 1 }, c: v * 2 };
            let te = core::mem::take(&mut e);
            let r2 = te.d.a + te.c + e.d.a * 100 + e.d.b as u32 + e.c * 3;
            let mut m = if v % 2 == 0 { M::A } else { M::C };
            let tm = core::mem::take(&mut m);
            let mut u = v;
            let tu = core::mem::take(&mut u);
            let r3 = (tm == M::A) as u32 + 2 * (m == M::B) as u32 + 4 * (tm == M::C) as u32 + tu * 8 + u;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
