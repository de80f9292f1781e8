//! Red team 21: impls written by a `macro_rules!` (every impl's span, and so
//! its header, is the macro's `impl W for $t`): `A` and `C` keep the static
//! default `weight`, `B` overrides it through a second arm of the macro; the
//! associated const differs per type.
#![no_std]
use rsgpu::*;

trait W {
    const K: u32;
    fn weight(d: u32) -> u32 {
        d + 100
    }
    fn twice(d: u32) -> u32 {
        2 * Self::weight(d) + Self::K
    }
}
struct A;
struct B;
struct C;
macro_rules! imp {
    ($t:ty, $k:expr) => {
        impl W for $t {
            const K: u32 = $k;
        }
    };
    ($t:ty, $k:expr, $m:expr) => {
        impl W for $t {
            const K: u32 = $k;
            fn weight(d: u32) -> u32 {
                d * $m
            }
        }
    };
}
imp!(A, 1);
imp!(B, 2, 5);
imp!(C, 3);

rsgpu::kernel! {
    pub fn r21_macro_impls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v) + 10000 * B::weight(v);
            o2[i] = C::weight(v) + A::K * 10 + B::K * 100 + C::K * 1000;
            o3[i] = A::twice(v) + 3 * B::twice(v) + 7 * C::twice(v);
        }
    }
}
