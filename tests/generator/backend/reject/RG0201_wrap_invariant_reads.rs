//! S5: two different invariants must not be taken for one offset: x[0] and
//! x[1] are both "read from x", but `y[g + x[0]]` and `y[g + x[1]]` are two
//! functions of the thread (thread g writes what thread g + 1 reads).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn two_offsets(x: &[usize], y: &mut [u32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a = g.wrapping_add(x[0]);
        let b = g.wrapping_add(x[1]);
        if a < y.len() && b < y.len() {
            y[a] = y[b] + 1;
        }
    }
}
// CHECK: error[RG0201]: {{.*}} may collide
