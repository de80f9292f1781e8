//! Which impl `A::weight()` runs cannot be told when another impl's header
//! is not read (here a macro's `impl W for $t`; a `where` clause is read
//! since session 26) and the method takes no `self`: the parameter types
//! match both `A`'s default and `B`'s override. Refused, never guessed (red
//! team 21: it ran `B`'s override for `A`).
//! Opt-level 0: at 3 rustc inlines both calls (it resolved them itself).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
impl W for A {}
macro_rules! over {
    ($t:ty) => {
        impl W for $t {
            fn weight(d: u32) -> u32 {
                d * 2
            }
        }
    };
}
over!(B);

rsgpu::kernel! {
    pub fn impl_header_unread_static_method(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = A::weight(x[i]) + B::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<A as W>::weight` runs
