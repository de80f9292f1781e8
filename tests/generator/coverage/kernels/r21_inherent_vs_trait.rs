//! Red team 21: an inherent method and a trait method of one name on one
//! type: `x.f()` runs the inherent one (Rust's rule), `Named::f(&x)` and
//! `<S as Named>::f(&x)` the trait's; a second type has only the trait
//! method, a third only the inherent one; a generic fn over `Named` calls
//! the trait's for `S` too.
#![no_std]
use rsgpu::*;

trait Named {
    fn f(&self) -> u32;
    fn g(&self) -> u32 {
        self.f() + 1
    }
}
#[derive(Clone, Copy)]
struct S {
    v: u32,
}
#[derive(Clone, Copy)]
struct T2 {
    v: u32,
}
#[derive(Clone, Copy)]
struct U {
    v: u32,
}
impl S {
    fn f(&self) -> u32 {
        self.v * 3
    }
    fn g(&self) -> u32 {
        self.v + 77
    }
}
impl Named for S {
    fn f(&self) -> u32 {
        self.v * 5 + 1
    }
}
impl Named for T2 {
    fn f(&self) -> u32 {
        self.v * 7 + 2
    }
}
impl U {
    fn f(&self) -> u32 {
        self.v * 11 + 3
    }
}

fn gen<N: Named>(n: &N) -> u32 {
    n.f() * 2 + n.g()
}

rsgpu::kernel! {
    pub fn r21_inherent_vs_trait(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let s = S { v };
            let t = T2 { v };
            let u = U { v };
            o1[i] = s.f() + 10000 * s.g();
            o2[i] = Named::f(&s) + 10000 * <S as Named>::g(&s) + 3 * Named::f(&t) + u.f() * 5;
            o3[i] = gen(&s) ^ (gen(&t) << 5) ^ (S::f(&s) << 10) ^ (<S as Named>::f(&s) << 2);
        }
    }
}
