//! Twin: block sum with the warp-0 stage (`if t < 32`) and the block barrier
//! outside it: the shared slots written by lane 0 of each warp, read by warp 0
//! after `sync_threads()`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_zero_sum_then_barrier_twin(x: &[f32], out: &mut [f32]) {
        let sums = shared_array::<f32, 32>();
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        v += warp::shfl_xor(v, 16);
        v += warp::shfl_xor(v, 8);
        v += warp::shfl_xor(v, 4);
        v += warp::shfl_xor(v, 2);
        v += warp::shfl_xor(v, 1);
        if lane_id() == 0 {
            sums.set(t / 32, v);
        }
        sync_threads();
        if t < 32 {
            let mut w = if t < block_dim_x() as usize / 32 { sums.get(t) } else { 0.0 };
            w += warp::shfl_xor(w, 16);
            w += warp::shfl_xor(w, 8);
            w += warp::shfl_xor(w, 4);
            w += warp::shfl_xor(w, 2);
            w += warp::shfl_xor(w, 1);
            let b = block_idx_x() as usize;
            if t == 0 && b < out.len() {
                out[b] = w;
            }
        }
    }
}
// CHECK: kernel @warp_zero_sum_then_barrier_twin(
