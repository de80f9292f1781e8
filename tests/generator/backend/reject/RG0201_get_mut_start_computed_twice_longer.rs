//! S5 near misses of `get_mut(2 * i..2 * i + 2)`: `2 * i..2 * i + 3` (three
//! elements from every second one: the next thread's part starts inside),
//! and `2 * i..3 * i + 2` (the two bounds are different computations: not
//! a constant length).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn get_mut_start_computed_twice_longer(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(p) = y.get_mut(2 * i..2 * i + 3) {
            p[0] = 1.0;
        }
        if let Some(p) = y.get_mut(2 * i..3 * i + 2) {
            p[0] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[(2 * i)..((2 * i) + 3)]` may collide: the parts of two threads can overlap
// CHECK: error[RG0201]: mutable borrow of `y[(2 * i)..{{.*}}]` may collide: its length is not a constant
