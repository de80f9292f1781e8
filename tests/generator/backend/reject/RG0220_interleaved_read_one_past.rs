//! The interleaved reduction reading one slot too far, `s[t + k + 1]` under
//! `t % (2 * k) == 0`: for k = 1, thread 0 reads `s[2]`, which thread 2
//! writes in the same phase. The near miss of
//! redteam/S8_rt2_interleaved_reduction_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn interleaved_read_one_past(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 512>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 1;
        while k < 256 {
            if t % (2 * k) == 0 {
                s[t] += s[t + k + 1];
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
// CHECK: error[RG0220]: read of `s[((t + k) + 1)]` may see another thread's write of `s[t]`: no barrier between them
