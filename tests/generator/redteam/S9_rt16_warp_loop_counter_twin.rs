//! Twin: a loop counter started at the warp id, `r = t / 32; while r < 3 {
//! shfl; r += 1 }` inside `if t < 96`: every lane of a warp runs the same number
//! of rounds (3 in warp 0, 2 in warp 1, 1 in warp 2); the condition `r < 3`
//! depends on the thread only through its warp (docs' rule). Not among the
//! docs' listed spellings: if refused, a conservative gap, not a hole.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_loop_counter_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 96 {
            let mut r = t / 32;
            while r < 3 {
                v += warp::shfl_xor(v, 1);
                r += 1;
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @warp_loop_counter_twin(
