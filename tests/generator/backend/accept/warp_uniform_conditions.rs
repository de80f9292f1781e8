//! Accepted (S9): warp collectives under conditions that are the same in
//! every lane of a warp of a 1-D block: `t < 32`, `t >= 64`, `t / 32 == 1`,
//! `t >> 5 == w` (w a parameter), `t & !31 == 32`, `t <= 63`, a flag set
//! under `t < 32`, a loop counter inside `if t < 32`, `t < 32 * k` for a
//! parameter k, `t % 64 < 32`, `t < 32 * k + WARP_SIZE as usize`, and a
//! counter starting at `t / 32`. Each adds the 1-D block launch obligation.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_uniform_conditions(x: &[f32], out: &mut [f32], w: u32, k: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            v += warp::shfl_xor(v, 16);
        }
        if t >= 64 {
            v += warp::shfl_down(v, 1);
        }
        if t / 32 == 1 {
            v += warp::shfl_up(v, 1);
        }
        if (thread_idx_x() >> 5) == w {
            v += warp::shfl(v, 3);
        }
        if t & !31 == 32 && t <= 63 {
            v = if warp::any(v > 0.0) { v } else { -v };
        }
        let mut go = false;
        if t < 32 {
            go = true;
        }
        if go {
            let mut s = 16;
            while s > 0 {
                v += warp::shfl_xor(v, s);
                s /= 2;
            }
        }
        if t < 32 * k {
            warp::sync_warp();
        }
        // The parity of the warp, a boundary that is a sum of multiples of
        // 32, and a warp id counted up in a loop.
        if t % 64 < 32 {
            v += warp::shfl_xor(v, 4);
        }
        if t < 32 * k + WARP_SIZE as usize {
            v += warp::shfl_xor(v, 8);
        }
        let mut r = t / 32;
        while r < 3 {
            v += warp::shfl_down(v, 2);
            r += 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @warp_uniform_conditions(
