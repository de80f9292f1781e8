//! Red team 28: two parameters `impl<T: Copy, U: Mark> Tr for Q<T, U>` (Mark for u32 only) beside `impl Tr for Q<u8, u16> {}` and `impl Tr for Q<u16, u8> { .. }`: Q<u8, u32> and Q<u16, u32> run the generic override, Q<u8, u16> the default, Q<u16, u8> its own. Docs: other arguments must be the call's; rustc's impl or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Q<T, U>(T, U);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}
trait Mark {}
impl Mark for u32 {}
impl<T: Copy, U: Mark> Tr for Q<T, U> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for Q<u8, u16> {}
impl Tr for Q<u16, u8> { fn f(v: u32) -> u32 { v ^ 0x77 } }

rsgpu::kernel! {
    pub fn r28_bound_second_param(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;

            o1[i] = <Q<u8, u32> as Tr>::f(v);
            o2[i] = <Q<u16, u32> as Tr>::f(v);
            o3[i] = <Q<u8, u16> as Tr>::f(v);
            o4[i] = <Q<u16, u8> as Tr>::f(v);
        }
    }
}
