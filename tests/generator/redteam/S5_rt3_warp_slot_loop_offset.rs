//! S5: `if gid % 32 == 0 { for k in 0..2 { out[gid / 32 + k] = .. } }` —
//! warp w's second write is warp w + 1's first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_loop_offset(out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid % 32 == 0 {
            for k in 0..2 {
                if gid / 32 + k < out.len() {
                    out[gid / 32 + k] = k as f32;
                }
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
