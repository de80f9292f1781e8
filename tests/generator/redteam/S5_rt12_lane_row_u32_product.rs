//! S5 misuse: lane 0's row base computed in u32, `(w as u32).wrapping_mul(1 << 30) as usize + j`: warps 0 and 4 both get base 0 (2^32 wraps) and write y[0..4]. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_u32_product(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && ((w as u32).wrapping_mul(1 << 30) as usize) + 4 <= y.len() {
            for j in 0..4 {
                y[(w as u32).wrapping_mul(1 << 30) as usize + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
