//! S5: `chunks_mut(w).nth(i)` twice with the local `w` reassigned between
//! (w0, then w0 + 1): chunk i of width w0 + 1 overlaps chunk i + 1 of width
//! w0. Expected RG0201 (the key must hold the width's value, not its name).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_width_local_reassigned(y: &mut [f32], w0: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut w = w0;
        if let Some(c) = y.chunks_mut(w).nth(i) {
            c[0] = 1.0;
        }
        w = w0 + 1;
        if let Some(c) = y.chunks_mut(w).nth(i) {
            c[0] = 2.0;
        }
    }
}
// CHECK: error[RG0201]:
// CHECK: chunks_mut
