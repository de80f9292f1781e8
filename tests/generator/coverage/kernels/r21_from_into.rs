//! Red team 21: `From` with several impls on one type (`From<u32>`,
//! `From<f32>`, `From<(u32, u32)>`, `From<B>`), reached by `.into()` and
//! `W::from(..)`, and `From<W> for u32`; a second type with its own
//! `From<u32>`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W {
    v: u32,
}
#[derive(Clone, Copy)]
struct B {
    v: u32,
}
impl From<u32> for W {
    fn from(v: u32) -> W {
        W { v: v + 1 }
    }
}
impl From<f32> for W {
    fn from(v: f32) -> W {
        W { v: (v * 4.0) as u32 + 2 }
    }
}
impl From<(u32, u32)> for W {
    fn from(p: (u32, u32)) -> W {
        W { v: p.0 * 10 + p.1 }
    }
}
impl From<B> for W {
    fn from(b: B) -> W {
        W { v: b.v ^ 0xff }
    }
}
impl From<u32> for B {
    fn from(v: u32) -> B {
        B { v: v * 7 }
    }
}
impl From<W> for u32 {
    fn from(w: W) -> u32 {
        w.v * 3
    }
}

rsgpu::kernel! {
    pub fn r21_from_into(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let a: W = v.into();
            let b: W = (v as f32 * 0.5).into();
            let c: W = (v, 3u32).into();
            let bb: B = v.into();
            let d: W = bb.into();
            o1[i] = a.v + 10000 * b.v;
            o2[i] = c.v * 3 + d.v + W::from(v).v * 5 + B::from(v).v;
            let back: u32 = W::from(bb).into();
            o3[i] = back + u32::from(W::from(2.0f32));
        }
    }
}
