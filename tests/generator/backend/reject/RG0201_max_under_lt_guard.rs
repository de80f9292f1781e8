//! Near miss of the guarded min/max rule: under `i < m`, `i.max(m)` is `m`
//! (the guard decides the larger operand), the same element for every
//! thread: RG0201. `i.min(m)` under the same guard is `i` (accepted).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn max_under_lt_guard(m: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < m {
            let j = i.max(m);
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
