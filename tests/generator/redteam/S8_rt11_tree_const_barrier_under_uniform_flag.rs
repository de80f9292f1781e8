//! S8 misuse: the barrier between the 128 and 64 levels taken only when a uniform parameter says so, `if flag != 0 { sync_threads() }`: with flag = 0 both levels share a phase (thread 0 reads s[64], which thread 64 wrote a level earlier). Not RG0210 (the flag is uniform); expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_barrier_under_uniform_flag(x: &[f32], partial: &mut [f32], flag: u32) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 128 {
            s[t] += s[t + 128];
        }
        if flag != 0 {
            sync_threads();
        }
        if t < 64 {
            s[t] += s[t + 64];
        }
        sync_threads();
        if t < 32 {
            s[t] += s[t + 32];
        }
        sync_threads();
        if t < 16 {
            s[t] += s[t + 16];
        }
        sync_threads();
        if t < 8 {
            s[t] += s[t + 8];
        }
        sync_threads();
        if t < 4 {
            s[t] += s[t + 4];
        }
        sync_threads();
        if t < 2 {
            s[t] += s[t + 2];
        }
        sync_threads();
        if t < 1 {
            s[t] += s[t + 1];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
