//! The interleaved reduction with the guard `t % k == 0` instead of
//! `t % (2 * k) == 0`: thread 0 reads `s[k]`, which thread k writes in the
//! same phase. The near miss of redteam/S8_rt2_interleaved_reduction_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn interleaved_guard_mod_k(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 512>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 1;
        while k < 256 {
            if t % k == 0 {
                s[t] += s[t + k];
            }
            sync_threads();
            k *= 2;
        }
        if t == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = s[0];
            }
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + k)]` may see another thread's write of `s[t]`: no barrier between them
