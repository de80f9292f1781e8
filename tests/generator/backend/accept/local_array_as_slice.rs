//! A local array borrowed as a slice (`&[u32]` of a `[u32; 4]`, a SliceRef
//! since slices are values): translates at O0 and O3 (it was RG0301 before).
#![no_std]
use rsgpu::*;

#[inline(never)]
fn pick(s: &[u32], k: usize) -> u32 {
    s[k % s.len()]
}

rsgpu::kernel! {
    pub fn local_array_as_slice(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let table = [3u32, 5, 7, 11];
        if i < y.len() {
            y[i] = pick(&table, i);
        }
    }
}
// CHECK: kernel @local_array_as_slice(
