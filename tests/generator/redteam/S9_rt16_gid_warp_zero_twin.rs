//! S9: `gid / 32 == 0` with the global id. Refused (RG0211) until branch
//! row28, as the docs said then; a twin since: the collective needs whole
//! warps and the condition 1-D blocks (launch obligations), so block_dim_x
//! is a multiple of 32 and gid / 32 is the same in every lane of a warp
//! (analyses.md, "Warp-uniform conditions"; near misses
//! backend/reject/RG0211_gid_half_warp_rows, ..gid_plus_one_warp_rows).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gid_warp_zero_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = block_idx_x() as usize * block_dim_x() as usize + t;
        let mut v = if gid < x.len() { x[gid] } else { 0.0 };
        if gid / 32 == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if gid < out.len() {
            out[gid] = v;
        }
    }
}
// CHECK: kernel @gid_warp_zero_twin(
