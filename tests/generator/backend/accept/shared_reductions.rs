//! Accepted: shared-memory reductions written the textbook ways (issue 16's
//! S8 false positives): the interleaved step `if t % (2 * k) == 0 { s[t] +=
//! s[t + k] }` and the tree step with its guard written `k > t`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_reductions(x: &[f32], y: &mut [f32], z: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let b = block_idx_x() as usize;
        let mut s = shared_array::<f32, 256>();
        let mut u = shared_array::<f32, 256>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        s[t] = v;
        u[t] = v;
        sync_threads();
        let mut k = 1;
        while k < 128 {
            if t % (2 * k) == 0 {
                s[t] += s[t + k];
            }
            sync_threads();
            k *= 2;
        }
        let mut h = 64;
        while h > 0 {
            if h > t {
                u[t] += u[t + h];
            }
            sync_threads();
            h /= 2;
        }
        if t == 0 {
            if b < y.len() {
                y[b] = s[0];
            }
            if b < z.len() {
                z[b] = u[0];
            }
        }
    }
}
// CHECK: kernel @shared_reductions(
