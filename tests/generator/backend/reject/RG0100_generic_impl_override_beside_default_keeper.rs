//! A generic impl overriding a trait's default (`impl<T: Mark> Tr for W<T>`)
//! beside an impl that keeps it (`impl Tr for W<u32> {}`, no item in the
//! MIR): `<W<u8> as Tr>::f` runs the override, `<W<u32> as Tr>::f` the
//! default. At O0 rsgpu-gen cannot tell which impl applies to which type
//! (the impl keeping the default leaves nothing in the MIR): refused, never
//! guessed. Main ran the override for both (77a9401), branch cov26 the
//! default for both (session 26). At O3 rustc resolves both calls itself.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;
trait Mark {}
impl Mark for u8 {}
trait Tr {
    fn f(&self, d: u32) -> u32 {
        d + 1
    }
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Mark + Copy> Tr for W<T> {
    fn f(&self, d: u32) -> u32 {
        d * 10
    }
}
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn generic_override_beside_default_keeper(x: &[u32], o1: &mut [u32], o2: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() {
            let a = W(1u8);
            let b = W(2u32);
            o1[i] = a.f(x[i]);
            o2[i] = b.f(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<u8> as Tr>::f` runs
