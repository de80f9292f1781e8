//! S9 misuse: a ballot in each arm of a data branch (`if v > 0.0 { ballot(true) } else {
//! ballot(false) }`): two collectives at two call sites, each reached by part of
//! the warp (not one barrier copied by rustc: the arguments differ).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_in_both_arms(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = if v > 0.0 {
            warp::ballot(true)
        } else {
            warp::ballot(false)
        };
        v += b as f32;
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
