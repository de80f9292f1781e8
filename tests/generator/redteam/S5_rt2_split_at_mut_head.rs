//! S5: `let (head, _) = y.split_at_mut(1); head[0] = ..` by every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_at_mut_head(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && y.len() > 0 {
            let (head, _tail) = y.split_at_mut(1);
            head[0] = x[i];
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
