//! S5: the per-warp result at a gid truncated to u16:
//! `let g = gid as u16 as usize; if g % 32 == 0 { out[g / 32] = .. }` —
//! threads 0 and 65536 both write out[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_truncated_gid(out: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u16 as usize;
        if g % 32 == 0 && g / 32 < out.len() {
            out[g / 32] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
