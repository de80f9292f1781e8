//! `reverse()` of the thread's own parts of a `&mut` parameter (a chunk,
//! `y[4 * i..4 * i + 4]`) and of a local array, `contains` of a local array
//! (branch cr25): O0 calls `reverse`, O3 core's `revswap` on the halves.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_reverse_parts(y: &mut [u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c.reverse();
        }
        if 4 * i + 4 <= z.len() {
            let mut a = [i as u32, 1, 2, 3, 4];
            a.reverse();
            if a.contains(&(i as u32)) {
                z[4 * i..4 * i + 4].reverse();
            }
        }
    }
}
// CHECK: kernel @slice_reverse_parts(
