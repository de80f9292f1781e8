//! Red team 22 (which impl a call runs): three fns each declaring a local `struct L` with its own `impl W for L` inside the fn body: one overrides the static default `weight` with `d * 2`, one keeps it, one overrides with `d * 7`; the default `&self` method `m` too.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
    fn m(&self) -> u32 {
        Self::weight(1)
    }
}
fn f1(v: u32) -> u32 {
    #[derive(Clone, Copy)]
    struct L;
    impl W for L {
        fn weight(d: u32) -> u32 {
            d * 2
        }
    }
    L::weight(v) + L.m()
}
fn f2(v: u32) -> u32 {
    #[derive(Clone, Copy)]
    struct L;
    impl W for L {}
    L::weight(v) + L.m()
}
fn f3(v: u32) -> u32 {
    #[derive(Clone, Copy)]
    struct L;
    impl W for L {
        fn weight(d: u32) -> u32 {
            d * 7
        }
    }
    L::weight(v) + L.m()
}

rsgpu::kernel! {
    pub fn r22_impl_in_fn_body(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = f1(v);
            o2[i] = f2(v);
            o3[i] = f3(v);
        }
    }
}
