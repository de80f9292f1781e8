//! S5 (cause F's sibling): `y[gid + hi[0] as usize]` with `hi =
//! x.split_at(t % 2).1` — hi[0] is x[t % 2], per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_split_at_element(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let (_, hi) = x.split_at(t % 2);
        let j = gid + hi[0] as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
