//! S8 near miss of `let v = match x.get(i) { Some(v) => *v, None => 0.0 }`
//! then a barrier: the `None` arm returns, so the threads past x.len() never
//! reach the barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn match_none_returns_before_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        let v = match x.get(i) {
            Some(v) => *v,
            None => return,
        };
        s[t] = v;
        sync_threads();
        if i < y.len() && t < 256 {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
