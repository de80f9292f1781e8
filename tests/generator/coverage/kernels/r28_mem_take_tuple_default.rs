//! Red team 28: `core::mem::take` of a `u32`, an `f32`, a `bool`, an `Option<M>`, and `S::default()` of a derived struct holding such an enum. Docs (calls.md core.mem.take: the type's own Default; `(M, u32)` is RG0301 'its Default is no zero value'): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy, Default, PartialEq)]
enum M { A, #[default] B, C }
#[derive(Clone, Copy, Default)]
struct S { m: M, w: u32 }

rsgpu::kernel! {
    pub fn r28_mem_take_tuple_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let mut t = v;
            let tt = core::mem::take(&mut t);
            let r1 = t * 1000 + tt * 10;
            let mut f = v as f32 + 0.5;
            let tf = core::mem::take(&mut f);
            let mut b = v % 2 == 0;
            let tb = core::mem::take(&mut b);
            let mut o = Some(M::C);
            let to = core::mem::take(&mut o);
            let r2 = f.to_bits() ^ tf.to_bits() ^ (b as u32) << 3 ^ (tb as u32) << 4 ^ (o.is_none() as u32) << 5 ^ (to.map_or(9, |m| m as u32)) << 6;
            let d = S::default();
            let r3 = d.m as u32 * 100 + d.w;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
