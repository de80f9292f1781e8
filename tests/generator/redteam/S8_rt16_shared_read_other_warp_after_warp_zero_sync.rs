//! S8 misuse: warp 0 writes `s[t]` and `sync_warp()` in `if t < 32`, then warp 0
//! reads warp 1's slot `s[t + 32]` written in `if t / 32 == 1` without a block
//! barrier (RG0220).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_read_other_warp_after_warp_zero_sync(x: &[f32], out: &mut [f32]) {
        let s = shared_array::<f32, 64>();
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 64 {
            s.set(t, v);
        }
        if t < 32 {
            warp::sync_warp();
            v += s.get(t + 32);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0220]:
