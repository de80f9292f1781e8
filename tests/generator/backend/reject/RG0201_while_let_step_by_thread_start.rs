//! Near miss of accept/while_let_step_by.rs: the walk starts at
//! thread_idx_x(), not the global id: thread t of every block writes the
//! same elements.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn while_let_step_by_tid(y: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut it = (t..y.len()).step_by(stride);
        while let Some(i) = it.next() { y[i] = 1; }
    }
}
// CHECK: error[RG0201]: write to `y[i]` may collide
