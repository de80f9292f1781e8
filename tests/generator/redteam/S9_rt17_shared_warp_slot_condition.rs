//! S9 misuse: lane 0 of each warp writes `s[t / 32]`, barrier, every lane tests `s[t / 32]`
//! (docs: conditions through memory are RG0211, conservative).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_warp_slot_condition(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let s = shared_array::<f32, 32>();
        if lane_id() == 0 {
            s.set(t / 32, v);
        }
        sync_threads();
        if s.get(t / 32) > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
