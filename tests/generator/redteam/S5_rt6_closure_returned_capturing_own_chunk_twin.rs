//! Twin (correct): a device fn returns a closure capturing the thread's own
//! chunk; the closure writes both elements. Must translate.
#![no_std]
use rsgpu::*;
fn writer(c: &mut [f32]) -> impl FnMut(usize, f32) + '_ {
    move |j: usize, v: f32| c[j] = v
}
rsgpu::kernel! {
    pub fn S5_rt6_closure_returned_capturing_own_chunk_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            if c.len() == 2 {
                let mut w = writer(c);
                w(0, 1.0);
                w(1, 2.0);
            }
        }
    }
}
// CHECK: kernel @S5_rt6_closure_returned_capturing_own_chunk_twin(
