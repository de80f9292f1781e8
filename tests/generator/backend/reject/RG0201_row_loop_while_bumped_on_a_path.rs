//! Near miss of accept/row_loop_forms.rs (row_loop_while): `j` reassigned
//! after the test `j < W` on one path, `if n > 3 { j += 1; }` before the
//! write: j = 7 passes the test and writes element 8, element 0 of row
//! `row + 1`. The guard must hold on every path, after j's last
//! assignment. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_while_bumped_on_a_path(y: &mut [f32], n: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            let mut j = 0usize;
            while j < W {
                if n > 3 {
                    j += 1;
                }
                y[row * W + j] = 1.0;
                j += 1;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
