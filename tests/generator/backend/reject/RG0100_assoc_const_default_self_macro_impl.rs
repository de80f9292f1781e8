//! A trait const's default naming `Self` (`const K2: u32 = Self::K * 2 +
//! 1;`) is instantiated per type (`Scale::K2_A`, Monomorphize
//! constDefaults) only when every impl defining K2 is certainly another
//! type's: here B's impl, which overrides K2, is written by a macro
//! (`scale!(B, 9, 100)`, one span for every expansion), so whether
//! `<A as Scale>::K2` is the default or an impl's is refused, never
//! guessed. The twin (headers written out) is coverage
//! r21_assoc_const_default.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

trait Scale {
    const K: u32 = 5;
    const K2: u32 = Self::K * 2 + 1;
}
struct A;
struct B;
macro_rules! scale {
    ($t:ty, $k:expr, $k2:expr) => {
        impl Scale for $t {
            const K: u32 = $k;
            const K2: u32 = $k2;
        }
    };
}
impl Scale for A {}
scale!(B, 9, 100);

rsgpu::kernel! {
    pub fn assoc_const_default_self_macro_impl(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = x[i] * <A as Scale>::K2 + <B as Scale>::K2;
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl's `K2`
