//! Red team 21: two traits with a method of one name and signature, both
//! implemented for two types; calls `<S as A>::f(&x)`, `B::f(&x)`, and a
//! generic fn bounded by both that calls each through its trait.
#![no_std]
use rsgpu::*;

trait TA {
    fn f(&self) -> u32;
    fn h(v: u32) -> u32 {
        v + 1
    }
}
trait TB {
    fn f(&self) -> u32;
    fn h(v: u32) -> u32 {
        v + 2
    }
}
#[derive(Clone, Copy)]
struct S {
    v: u32,
}
#[derive(Clone, Copy)]
struct R {
    v: u32,
}
impl TA for S {
    fn f(&self) -> u32 {
        self.v + 10
    }
}
impl TB for S {
    fn f(&self) -> u32 {
        self.v * 2 + 20
    }
    fn h(v: u32) -> u32 {
        v * 9
    }
}
impl TA for R {
    fn f(&self) -> u32 {
        self.v * 3 + 30
    }
    fn h(v: u32) -> u32 {
        v * 17
    }
}
impl TB for R {
    fn f(&self) -> u32 {
        self.v * 4 + 40
    }
}

fn both<X: TA + TB>(x: &X) -> u32 {
    TA::f(x) * 1000 + <X as TB>::f(x)
}

rsgpu::kernel! {
    pub fn r21_two_traits_one_name(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let s = S { v };
            let r = R { v };
            o1[i] = <S as TA>::f(&s) * 100000 + TB::f(&s);
            o2[i] = <R as TA>::f(&r) * 100000 + TB::f(&r) + <S as TA>::h(v) * 3 + <S as TB>::h(v) * 5
                + <R as TA>::h(v) * 7 + <R as TB>::h(v) * 11;
            o3[i] = both(&s) ^ (both(&r) << 1);
        }
    }
}
