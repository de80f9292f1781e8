//! S5 closures: a closure capturing `&mut y`, writing at the index it is
//! passed, called with `i` and with `i / 2` (threads 2k, 2k + 1 write y[k]).
//! Expected RG0201/RG0202.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_closure_mut_y_called_twice_foreign(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut put = |j: usize, v: f32| {
            if j < y.len() {
                y[j] = v;
            }
        };
        put(i, 1.0);
        put(i / 2, 2.0);
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
