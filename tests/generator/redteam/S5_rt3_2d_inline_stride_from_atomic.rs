//! S5: the row stride loaded from an atomic another thread may change
//! (`let cols = dims.load(Relaxed) as usize`), guard and index on that load.
#![no_std]
use rsgpu::*;

use core::sync::atomic::Ordering;
rsgpu::kernel! {
    pub fn inline_stride_from_atomic(dims: &Atomic<u32>, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        let cols = dims.load(Ordering::Relaxed) as usize;
        if tx == 0 && ty == 0 {
            dims.fetch_sub(1, Ordering::Relaxed);
        }
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
