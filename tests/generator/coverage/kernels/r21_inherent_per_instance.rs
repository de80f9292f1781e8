//! Red team 21: the same method names in inherent impls of different
//! instances of one generic struct: `impl G<u32> { fn g(&self); fn make() }`
//! and `impl G<f32> { fn g(&self); fn make() }` (the static `make`s have one
//! signature), and a const-generic struct `impl N<4> { fn n() }` /
//! `impl N<8> { fn n() }`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct G<T> {
    v: T,
}
impl G<u32> {
    fn g(&self) -> u32 {
        self.v * 3
    }
    fn make() -> u32 {
        11
    }
}
impl G<f32> {
    fn g(&self) -> u32 {
        (self.v * 0.5) as u32 + 1
    }
    fn make() -> u32 {
        22
    }
}
struct N<const K: usize>;
impl N<4> {
    fn n() -> u32 {
        4000
    }
}
impl N<8> {
    fn n() -> u32 {
        8
    }
}

rsgpu::kernel! {
    pub fn r21_inherent_per_instance(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let a = G { v };
            let b = G { v: v as f32 };
            o1[i] = a.g() * 10000 + b.g();
            o2[i] = G::<u32>::make() * 100 + G::<f32>::make() + v;
            o3[i] = N::<4>::n() + N::<8>::n() * 3 + v;
        }
    }
}
