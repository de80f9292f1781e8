//! Red team 21: impl headers whose self type contains another impl's self
//! type: `A` keeps the static default `weight`, `[A; 2]` and `(A, u32)`
//! override it.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
impl W for [A; 2] {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for (A, u32) {
    fn weight(d: u32) -> u32 {
        d * 3
    }
}
impl W for A {}

rsgpu::kernel! {
    pub fn r21_compound_self_headers(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = <A as W>::weight(v);
            o2[i] = <[A; 2] as W>::weight(v);
            o3[i] = <(A, u32) as W>::weight(v);
        }
    }
}
