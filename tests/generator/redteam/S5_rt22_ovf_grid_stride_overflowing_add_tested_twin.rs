//! S5 twin (red team 22): a u64 grid-stride walk under a parameter bound `i < n`, stepped with `let (nx, o) = i.overflowing_add(stride); if o { break; } i = nx;`: the step's flag is tested before the value is used, so the step is exact. Docs (a flagged operation whose value is read only past the 0 edge of the flag's test stays `add.overflow`; a 64-bit step must be overflow-checked): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_grid_stride_overflowing_add_tested_twin(x: &[f32], y: &mut [f32], n: u64) {
        let stride = (grid_dim_x() * block_dim_x()) as u64;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        while i < n {
            if (i as usize) < y.len() {
                y[i as usize] = x[0];
            }
            let (nx, o) = i.overflowing_add(stride);
            if o {
                break;
            }
            i = nx;
        }
    }
}
// CHECK: kernel @rt22_ovf_grid_stride_overflowing_add_tested_twin(
