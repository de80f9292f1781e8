//! Writing through `if let Some(o) = out.get_mut(i) { *o = .. }` instead of an explicit bounds test.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_get_mut_write(x: &[f32], scale: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let (Some(&v), Some(o)) = (x.get(i), out.get_mut(i)) {
            *o = v * scale + 1.0;
        }
    }
}
