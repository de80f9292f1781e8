//! S5 misuse (red team 22): the output loop `for k in (0..32).step_by(8)` with an inner `for k in 0..2` shadowing it; `out[(oy0 + k) * h + ox]` with the inner k: ty = 1, k = 0 and ty = 0, k = 1 write one row. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_shadowed_k_output(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let ox = block_idx_y() as usize * 32 + tx;
        let oy0 = block_idx_x() as usize * 32 + ty;
        for k in (0..32).step_by(8) {
            let base = k;
            for k in 0..2 {
                if ox < h && oy0 + base < w {
                    out[(oy0 + k) * h + ox] = inp[0];
                }
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
