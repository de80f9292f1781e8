//! Session 26 (branch cov26): the impl headers rsgpu-gen reads since
//! ir/ImplMatch.cpp, each next to its near miss, a static method (no `self`
//! to tell the impls apart) called on both: `&B` beside `B`; `G<u32>` beside
//! `G<f32>` (one overrides, one keeps the default); `[A; 2]` beside `[A; 3]`
//! and `(A, u32)`; a root `type Dee = D;` (read through, a `where` clause
//! after it) beside `C`; a trait of one name in a module (`tm::Q`, printed
//! bare) written with its path; an inherent `impl G<u32>` beside `impl G<f32>`, over several lines with a
//! `where` clause; a generic fn over a Copy struct (no `Drop`: the `drop`
//! rustc keeps for `T` is a no-op).
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
struct C;
struct D;
struct G<T> {
    #[allow(dead_code)]
    t: T,
}
type Dee = D;

impl W for &B {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for B {}
impl W for G<u32> {
    fn weight(d: u32) -> u32 {
        d * 3
    }
}
impl W for G<f32> {}
impl W for [A; 2] {
    fn weight(d: u32) -> u32 {
        d * 5
    }
}
impl W for [A; 3] {}
impl W for (A, u32) {
    fn weight(d: u32) -> u32 {
        d * 7
    }
}
impl W for Dee where D: Sized {
    fn weight(d: u32) -> u32 {
        d * 17
    }
}
impl W for C {
    fn weight(d: u32) -> u32 {
        d * 11
    }
}

mod tm {
    pub trait Q {
        fn h(d: u32) -> u32 {
            d + 1000
        }
    }
}
impl tm::Q for A {}
impl tm::Q for C {
    fn h(d: u32) -> u32 {
        d * 13
    }
}

impl G<u32> {
    fn make(v: u32) -> u32 {
        v + 17
    }
}
impl
    G<f32>
where
    f32: Copy,
{
    fn make(v: u32) -> u32 {
        v * 19
    }
}

trait Val {
    fn val(&self) -> u32;
    fn scale() -> u32 {
        1
    }
}
#[derive(Clone, Copy)]
struct P {
    a: u32,
}
impl Val for P {
    fn val(&self) -> u32 {
        self.a + 23
    }
    fn scale() -> u32 {
        2
    }
}
fn score<T: Val>(t: T) -> u32 {
    t.val() * T::scale()
}

rsgpu::kernel! {
    pub fn s26_impl_near_misses(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = <&B as W>::weight(v) + 10000 * <B as W>::weight(v)
                + 3 * <G<u32> as W>::weight(v) + 7 * <G<f32> as W>::weight(v);
            o2[i] = <[A; 2] as W>::weight(v) + 10000 * <[A; 3] as W>::weight(v)
                + 3 * <(A, u32) as W>::weight(v) + 7 * <C as W>::weight(v) + 11 * <D as W>::weight(v);
            o3[i] = <A as tm::Q>::h(v) + 10000 * <C as tm::Q>::h(v)
                + 3 * G::<u32>::make(v) + 7 * G::<f32>::make(v) + score(P { a: v });
        }
    }
}
