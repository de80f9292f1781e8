//! Twin (false-positive probe): `let v = match x.get(i) { Some(v) => *v,
//! None => 0.0 };` and then a barrier every thread reaches. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn match_option_then_barrier_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        let v = match x.get(i) {
            Some(v) => *v,
            None => 0.0,
        };
        s[t] = v;
        sync_threads();
        if i < y.len() && t < 256 {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: kernel @match_option_then_barrier_twin(
