//! Red team 28: `Option::replace` on locals: a `None` replaced (returns None), a `Some` replaced twice, `replace` inside a loop keeping the old values, of a struct payload. Docs (calls.md core.option.replace): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
struct P { a: u32, b: u16 }

rsgpu::kernel! {
    pub fn r28_option_replace_chain(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let mut o: Option<u32> = if v % 3 == 0 { None } else { Some(v) };
            let old = o.replace(v ^ 5);
            let r1 = match old { Some(k) => k + 1, None => 7 } * 10 + o.unwrap_or(0);
            let mut acc = 0u32;
            let mut q: Option<u32> = None;
            for k in 0..(v % 5) {
                let prev = q.replace(k * v);
                acc = acc.wrapping_mul(31).wrapping_add(prev.map_or(99, |p| p));
            }
            let r2 = acc ^ q.unwrap_or(1234);
            let mut s = Some(P { a: v, b: 3 });
            let olds = s.replace(P { a: v + 1, b: (v % 7) as u16 });
            let r3 = olds.map_or(0, |p| p.a * 3 + p.b as u32) + s.map_or(5, |p| p.a + p.b as u32 * 100);
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
