//! S5 twin (red team 22): rows `oy0 + k` for `k in (0..24).step_by(8).map(|k| k + 1)` (items 1, 9, 17: a shift of strided items). Correct for 8-row blocks; the docs recognise only a bare `step_by`: a refusal is a false positive (documented scope), acceptance must carry the 8-row obligation.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_step_by_map_shift_twin(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let ox = block_idx_y() as usize * 32 + tx;
        let oy0 = block_idx_x() as usize * 32 + ty;
        for k in (0..24).step_by(8).map(|k| k + 1) {
            if ox < h && oy0 + k < w {
                out[(oy0 + k) * h + ox] = inp[0];
            }
        }
    }
}
// CHECK: kernel @rt22_rows_step_by_map_shift_twin(
