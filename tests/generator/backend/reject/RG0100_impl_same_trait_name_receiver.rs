//! Two traits of one name (`t1::W`, `t2::W`), both with a `&self` method
//! `f`; `B` keeps `t1::W`'s default and overrides `t2::W`'s, which no call
//! prints. `b.f()` through `t1::W` must run the default: a `self` receiver
//! tells impls of two types apart, never two traits, so the override of
//! `impl t2::W for B` (a trait path rustc does not print) is not taken; the
//! call is refused (before session 26 the override ran: the header's trait
//! was compared by its last name only).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

mod t1 {
    pub trait W {
        fn f(&self) -> u32 {
            1
        }
    }
}
mod t2 {
    pub trait W {
        fn f(&self) -> u32;
    }
}
struct B {
    k: u32,
}
impl t1::W for B {}
impl t2::W for B {
    fn f(&self) -> u32 {
        self.k * 2
    }
}

rsgpu::kernel! {
    pub fn impl_same_trait_name_receiver(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let b = B { k: x[i] };
            y[i] = t1::W::f(&b);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<B as t1::W>::f` runs
