//! `==` / `!=` of Options of primitives (`st.pop() != Some(want)`): None
//! against Some, equal and different payloads, a NaN payload (`Some(NaN) !=
//! Some(NaN)`), i64, char and bool payloads.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn pick(v: u32) -> Option<u8> {
    if v % 3 == 0 {
        None
    } else {
        Some((v % 5) as u8)
    }
}

rsgpu::kernel! {
    pub fn core_option_eq_prim(x: &[u32], o: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o.len() {
            let v = x[i];
            let w = (v % 4) as u8;
            let a = pick(v);
            let b = pick(v >> 3);
            let zero = (v % 2) as f32;
            let fv = if v % 7 == 0 { (zero - zero) / 0.0 } else { (v % 3) as f32 };
            let f = if v % 11 == 0 { None } else { Some(fv) };
            let g = Some((v % 3) as f32);
            let l = Some(-((v % 9) as i64));
            let m = Some(-(((v >> 2) % 9) as i64));
            let c = char::from_u32(97 + v % 3);
            let d = char::from_u32(97 + (v >> 4) % 3);
            let t = Some(v % 2 == 0);
            let u = Some((v >> 1) % 2 == 0);
            o[i] = (a != Some(w)) as u32
                + 2 * (a == b) as u32
                + 4 * (f == g) as u32
                + 8 * (f != f) as u32
                + 16 * (l == m) as u32
                + 32 * (c != d) as u32
                + 64 * (t == u) as u32;
        }
    }
}
