//! S5 closures: a closure returned from a device fn (`at(i)` returns `move |y|
//! y[i / 2] = v`), then called with the kernel's `y`: threads 2k, 2k + 1
//! write y[k]. Expected RG0201/RG0202.
#![no_std]
use rsgpu::*;
fn at(i: usize) -> impl Fn(&mut [f32]) {
    move |y: &mut [f32]| {
        if i / 2 < y.len() {
            y[i / 2] = 1.0;
        }
    }
}
rsgpu::kernel! {
    pub fn S5_rt6_closure_returned_from_helper_writes_half(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let f = at(i);
        f(y);
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
