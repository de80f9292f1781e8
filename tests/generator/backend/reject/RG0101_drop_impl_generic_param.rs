//! A generic fn's `T` is dropped at its end (`drop(_1)`: rustc keeps the
//! drop for a type parameter). For a plain struct without a `Drop` impl it
//! is a no-op (coverage r21_generic_many_types); with one, `drop` would run
//! there: refused, not skipped.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

trait Val {
    fn val(&self) -> u32;
}
struct P {
    a: u32,
}
impl Val for P {
    fn val(&self) -> u32 {
        self.a * 3
    }
}
impl Drop for P {
    fn drop(&mut self) {
        self.a = 0;
    }
}
fn score<T: Val>(t: T) -> u32 {
    t.val() + 1
}

rsgpu::kernel! {
    pub fn drop_impl_generic_param(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = score(P { a: x[i] });
        }
    }
}
// CHECK: error[RG0101]: a value of type `P` is dropped here and its type has a destructor
