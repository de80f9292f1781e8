//! Red team 21: impls written by a `macro_rules!` without associated consts
//! (every impl's header is the macro's `impl W for $t`): `A` and `C` keep
//! the static default `weight`, `B` overrides it through the macro's second
//! arm.
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
macro_rules! imp {
    ($t:ty) => {
        impl W for $t {}
    };
    ($t:ty, $m:expr) => {
        impl W for $t {
            fn weight(d: u32) -> u32 {
                d * $m
            }
        }
    };
}
imp!(A);
imp!(B, 5);
imp!(C);

rsgpu::kernel! {
    pub fn r21_macro_impls_fns(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v);
            o3[i] = C::weight(v);
        }
    }
}
