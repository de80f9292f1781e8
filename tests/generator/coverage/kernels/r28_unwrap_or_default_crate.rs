//! Red team 28: `Option::unwrap_or_default` of a field-less enum whose derived `#[default]` is the second variant, of a struct with a hand-written `Default` (non-zero), and of `u32`; `<M as Default>::default()` beside. Docs (the type's own Default, as `mem::take`): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy, Default, PartialEq)]
enum M { A, #[default] B, C }
#[derive(Clone, Copy)]
struct D { a: u32, b: u8 }
impl Default for D { fn default() -> Self { D { a: 41, b: 9 } } }

rsgpu::kernel! {
    pub fn r28_unwrap_or_default_crate(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let om = if v % 2 == 0 { Some(M::C) } else { None };
            let od = if v % 3 == 0 { Some(D { a: v, b: 1 }) } else { None };
            let ou = if v % 5 == 0 { Some(v) } else { None };
            let r1 = om.unwrap_or_default() as u32 * 100 + ou.unwrap_or_default();
            let d = od.unwrap_or_default();
            let r2 = d.a * 1000 + d.b as u32;
            let r3 = <M as Default>::default() as u32 * 10 + M::default() as u32;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
