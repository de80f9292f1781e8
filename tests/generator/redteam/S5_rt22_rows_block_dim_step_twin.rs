//! S5 twin (red team 22): rows `oy0 + k` for `k in (0..32).step_by(block_dim_y() as usize)`: correct for any block height up to 32 (each thread row's residue), the CUDA idiom without a constant. Docs ("Not yet: a step that is not a constant"): RG0201 is the documented false positive; acceptance would need no launch obligation on the step.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_block_dim_step_twin(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let ox = block_idx_y() as usize * 32 + tx;
        let oy0 = block_idx_x() as usize * 32 + ty;
        for k in (0..32).step_by(block_dim_y() as usize) {
            if ox < h && oy0 + k < w {
                out[(oy0 + k) * h + ox] = inp[0];
            }
        }
    }
}
// CHECK: kernel @rt22_rows_block_dim_step_twin(
