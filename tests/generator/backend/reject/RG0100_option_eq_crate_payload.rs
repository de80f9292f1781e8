//! `==` of two `Option<C>` where C is a crate enum whose `PartialEq` is its
//! own impl (here one that calls every pair equal): core's Option `==` calls
//! C's `eq`, so comparing the payloads' values would be another answer.
//! Refused, naming the call; Options of primitives compare (coverage
//! core_option_eq_prim).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum C {
    A,
    B,
}
impl PartialEq for C {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

rsgpu::kernel! {
    pub fn option_eq_crate_payload(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let a = if x[i] % 2 == 0 { Some(C::A) } else { Some(C::B) };
            let b = if x[i] % 3 == 0 { Some(C::A) } else { None };
            y[i] = (a == b) as u32;
        }
    }
}
// CHECK: error[RG0100]: unknown call `<Option<C> as PartialEq>::eq`: `==` of an Option is translated for primitive payloads only
