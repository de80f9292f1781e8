//! Red team 28: `core::mem::take` of field-less enums whose default is not the zero discriminant: a derived `#[default]` on the second variant, a hand-written `impl Default` returning the last variant, explicit discriminants `A = 3, B = 7` with the first the default (no variant is 0), and a struct field of such an enum (`mem::take(&mut s.m)`); `Default::default()` called directly beside. Docs (calls.md core.mem.take: the type's own Default): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy, Default, PartialEq)]
enum M { A, #[default] B, C }
#[derive(Clone, Copy, PartialEq)]
enum H { A, B, C }
impl Default for H { fn default() -> Self { H::C } }
#[derive(Clone, Copy, Default, PartialEq)]
#[repr(u8)]
enum R { #[default] A = 3, B = 7 }
#[derive(Clone, Copy, Default)]
struct S { m: M, h: H, w: u32 }

rsgpu::kernel! {
    pub fn r28_mem_take_fieldless_enum(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;
            let mut m = if v % 2 == 0 { M::A } else { M::C };
            let tm = core::mem::take(&mut m);
            let r1 = m as u32 * 10 + tm as u32;
            let mut h = if v % 3 == 0 { H::A } else { H::B };
            let th = core::mem::take(&mut h);
            let r2 = h as u32 * 10 + th as u32;
            let mut r = if v % 2 == 0 { R::A } else { R::B };
            let tr = core::mem::take(&mut r);
            let r3 = r as u32 * 10 + tr as u32;
            let mut s = S { m: M::C, h: H::A, w: v };
            let tsm = core::mem::take(&mut s.m);
            let tsh = core::mem::take(&mut s.h);
            let d: M = Default::default();
            let r4 = s.m as u32 * 1000 + s.h as u32 * 100 + tsm as u32 * 10 + tsh as u32 + d as u32 * 10000 + s.w;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
            o4[i] = r4;
        }
    }
}
