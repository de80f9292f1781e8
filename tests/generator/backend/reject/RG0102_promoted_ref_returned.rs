//! `&100` promoted by rustc (`promoted[0]: &u32`) in a device fn that
//! returns a reference: the value is built in a local of the function, so
//! handing its address out would dangle; rejected (RG0102). The same
//! constant in a function returning a value is accepted
//! (coverage kernel `core_total_cmp`).
#![no_std]
use rsgpu::*;

#[inline(never)]
fn at_least_100(a: &u32) -> &u32 {
    if *a > 100 { a } else { &100 }
}

rsgpu::kernel! {
    pub fn promoted_ref_returned(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = *at_least_100(&x[i]);
        }
    }
}
// CHECK: error[RG0102]: the constant `{{.*}}promoted[0]` is a reference to a value rustc computes (a promoted `&100`), in a function that returns a reference: not supported on the device
