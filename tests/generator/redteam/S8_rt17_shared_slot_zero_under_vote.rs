//! S8 misuse: under the vote `ballot(p) != 0` every lane writes the one slot `s[0]`:
//! uniform per warp does not make the write one thread's (RG0221).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_slot_zero_under_vote(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let s = shared_array::<f32, 32>();
        if warp::ballot(v > 0.0) != 0 {
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
