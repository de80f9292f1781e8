//! S5: `y[i.min(len - 1)]` — every thread past the end writes the last element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn min_clamped_index(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if y.len() > 0 {
            let n = y.len() - 1;
            y[i.min(n)] = 1.0; // every thread past n - 1 writes y[n]
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
