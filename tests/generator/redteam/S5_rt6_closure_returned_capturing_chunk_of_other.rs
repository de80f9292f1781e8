//! S5 closures: a device fn returns a closure capturing the chunk it is
//! given; the kernel hands it chunk `i / 2` (not its own). Expected RG0201.
#![no_std]
use rsgpu::*;
fn writer(c: &mut [f32]) -> impl FnMut(usize, f32) + '_ {
    move |j: usize, v: f32| c[j] = v
}
rsgpu::kernel! {
    pub fn S5_rt6_closure_returned_capturing_chunk_of_other(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i / 2) {
            let mut w = writer(c);
            w(0, 1.0);
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y.chunks_mut
