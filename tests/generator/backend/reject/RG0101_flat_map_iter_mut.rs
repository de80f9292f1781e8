//! Near miss of `flat_map` (branch it29): over `iter_mut()`, whose items
//! write; the S5 analyses follow writes through `iter_mut()` and its
//! enumerate/zip/rev only, so refused (read-only iterators alone).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flat_map_iter_mut(x: &mut [u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i == 0 {
            let c = x.iter_mut().flat_map(|v| { *v += 1; [*v, 2] }).count();
            if i < out.len() {
                out[i] = c as u32;
            }
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only over read-only iterators
