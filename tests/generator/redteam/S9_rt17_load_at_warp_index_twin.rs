//! S9 twin (written as a misuse from docs that said "conditions through memory
//! stay RG0211"): `x[t / 32] > 0.0` reads a `&[f32]` parameter, which nothing
//! writes during the launch, at an index the same in every lane of a warp: the
//! same value in every lane. Accepted, with the 1-D block obligation (red team
//! 17's run case `S9_rt17_load_at_warp_index_2d_launch` checks it); the docs now
//! say "memory that can change during the launch".
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn load_at_warp_index(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let c = if t / 32 < x.len() { x[t / 32] } else { 0.0 };
        if c > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @load_at_warp_index(
