//! `loc.swap_with_slice(y)`: a thread's own array swapped with the whole
//! `&mut` parameter `y` (its second operand), by every thread: `y` handed to
//! the call, which writes every element of it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swap_with_slice_param_as_source(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0);
        let mut loc = [v, v + 1, v + 2, v + 3];
        if y.len() == 4 {
            loc.swap_with_slice(y);
        }
    }
}
// CHECK: error[RG0202]:
