//! Two interleaved steps in one phase (`k *= 2` between them, no barrier):
//! the second step's readers (t = 0 mod 4k) read `s[t + 2k]`, a slot the
//! first step's writers (t = 0 mod 2k) write in the same phase; k is not one
//! value for the phase. The near miss of
//! redteam/S8_rt2_interleaved_reduction_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn interleaved_stride_changed_in_phase(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 512>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 1;
        while k < 256 {
            if t % (2 * k) == 0 {
                s[t] += s[t + k];
            }
            k *= 2;
            if t % (2 * k) == 0 {
                s[t] += s[t + k];
            }
            sync_threads();
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
