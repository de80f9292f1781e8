//! Twin (correct): a closure capturing the thread's chunk, called with the
//! indices 0..chunk length. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_closure_own_chunk_index_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            let n = c.len();
            let mut put = |j: usize| c[j] = j as f32;
            for j in 0..n {
                put(j);
            }
        }
    }
}
// CHECK: kernel @S5_rt6_closure_own_chunk_index_twin(
