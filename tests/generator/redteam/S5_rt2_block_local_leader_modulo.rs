//! S5: `if t % 32 == 0 { out[t / 32] = .. }` with `t = thread_idx_x()`, not
//! the global id: warp w of every block writes out[w].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_local_leader_modulo(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if t % 32 == 0 && t / 32 < out.len() {
            out[t / 32] = v;
        }
    }
}
// CHECK: error[RG0201]:
