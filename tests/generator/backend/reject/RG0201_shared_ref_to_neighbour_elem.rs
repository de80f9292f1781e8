//! Near miss of accept/shared_ref_to_own_elem.rs: the shared reference
//! handed to the helper is the *next* thread's element, `&y[i + 1]`, which
//! that thread writes at the same time. RG0201.
#![no_std]
use rsgpu::*;

fn twice(v: &f32) -> f32 {
    *v * 2.0
}

rsgpu::kernel! {
    pub fn shared_ref_neighbour(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            y[i] = twice(&y[i + 1]);
        }
    }
}
// CHECK: error[RG0201]: write to `y[i]` may collide: two threads can access the same element
// CHECK: note: `y[(i + 1)]` is accessed too: `i` of one thread can equal `(i + 1)` of another
