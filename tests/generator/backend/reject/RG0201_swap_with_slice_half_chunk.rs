//! The near miss of coverage/fp26_split_get_mut's `c.swap_with_slice(&mut
//! loc)` of the thread's own chunk: chunk `i / 2` of `y.chunks_mut(4)`,
//! swapped whole by threads 2k and 2k + 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swap_with_slice_half_chunk(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0);
        let mut loc = [v, v + 1, v + 2, v + 3];
        if let Some(c) = y.chunks_mut(4).nth(i / 2) {
            if c.len() == 4 {
                c.swap_with_slice(&mut loc);
            }
        }
    }
}
// CHECK: error[RG0201]:
