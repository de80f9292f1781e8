//! S5 misuse (red team 21): `y.chunks_mut(4).nth(i / 2).map(|c| c[0] = v)`: the write in `Option::map`'s closure.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_chunks_mut_nth_map_closure(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let _ = y.chunks_mut(4).nth(i / 2).map(|c| c[0] = v);
    }
}
// CHECK: error[RG0201]:
