//! S5: `y[gid + off[block_idx_x()]]` — a per-block offset read from a parameter: block 0 with offset 256 meets block 1 with offset 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gid_plus_block_loaded_offset(off: &[u32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let b = block_idx_x() as usize;
        if b < off.len() {
            let j = gid + off[b] as usize;
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
