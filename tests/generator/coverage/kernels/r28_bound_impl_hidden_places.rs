//! Red team 28: `Mark`'s impl for u16 inside a fn body, for i16 inside `const _: () = { .. }`, for u64 in a module (`impl super::Mark for u64`); `impl<T: Mark> Tr for W<T>` overrides, `impl Tr for W<u32> {}` keeps the default. Docs: the bound's impl in a module / block is Unknown: RG0100, or rustc's override for all three.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

trait Mark {}
impl Mark for u8 {}
fn helper() -> u32 {
    impl Mark for u16 {}
    3
}
const _: () = {
    impl Mark for i16 {}
};
mod m {
    impl super::Mark for u64 {}
}
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn r28_bound_impl_hidden_places(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
            o4[i] = <W<u64> as Tr>::f(v);
            o5[i] = <W<u32> as Tr>::f(v);
        }
    }
}
