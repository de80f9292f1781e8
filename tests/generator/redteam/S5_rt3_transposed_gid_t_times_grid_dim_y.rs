//! S5: `y[thread_idx_x() * grid_dim_y() + block_idx_x()]` — grid_dim_y() is 1 in a 1-D launch: y[t + b], threads (b, t) and (b + 1, t - 1) meet.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transposed_gid_t_times_grid_dim_y(y: &mut [f32]) {
        let j = (thread_idx_x() * grid_dim_y() + block_idx_x()) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
