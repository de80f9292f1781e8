//! Twin (correct): the thread's chunk of 4 split in two halves, every element
//! written through a half. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_chunk_split_halves_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            if c.len() == 4 {
                let (a, b) = c.split_at_mut(2);
                a[0] = 1.0;
                a[1] = 2.0;
                b[0] = 3.0;
                b[1] = 4.0;
            }
        }
    }
}
// CHECK: kernel @S5_rt6_chunk_split_halves_twin(
