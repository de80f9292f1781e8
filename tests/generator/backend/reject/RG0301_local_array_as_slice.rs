//! A construct the IR knows but the emitter does not lower yet (a local
//! array borrowed as a slice, `&[u32]` of a `[u32; 4]`): RG0301 naming it,
//! never a guess.
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
// CHECK: error[RG0301]: cannot emit {{.*}}
