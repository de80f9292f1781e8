//! S5: a grid-stride step through `checked_add` whose None (a wrap past
//! 2^64) restarts the walk at 0 (`unwrap_or(0)`): the thread then writes
//! elements other threads own. Only `Some(v)` of `checked_add` is the exact
//! sum; the twin `match i.checked_add(stride) { Some(v) => i = v, None =>
//! break }` (redteam S5_rt11_gs_checked_add_twin) translates.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_checked_add_unwrap_or(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            i = i.checked_add(stride).unwrap_or(0);
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
