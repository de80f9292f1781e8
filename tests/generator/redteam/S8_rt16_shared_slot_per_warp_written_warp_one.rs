//! S8 misuse: under the warp-uniform `t / 32 == 1` (whole warp 1) every lane
//! writes the one slot `s[0]` (RG0221): a uniform condition does not make the
//! write one thread's.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_slot_per_warp_written_warp_one(x: &[f32], out: &mut [f32]) {
        let s = shared_array::<f32, 32>();
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t / 32 == 1 {
            v += warp::shfl_xor(v, 16);
            s.set(0, v);
        }
        sync_threads();
        v += s.get(0);
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0221]:
