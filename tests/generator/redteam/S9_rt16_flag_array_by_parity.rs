//! S9 misuse: two flags in a local array, `[t < 32, lane_id() < 8]`, picked by
//! the thread's parity.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_array_by_parity(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let flags = [t < 32, lane_id() < 8];
        if flags[t & 1] {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
