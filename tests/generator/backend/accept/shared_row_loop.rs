//! Each thread stages four consecutive inputs in shared memory, `for k in
//! 0..4 { s[t * 4 + k] = .. }` (the slots [4t, 4t + 4) of one thread are
//! its own: a row loop over shared memory), then after the barrier sums
//! four slots other threads wrote. Near misses:
//! reject/RG0221_shared_row_loop_*, RG0220_shared_row_loop_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * 512;
        for k in 0..4 {
            let g = base + t * 4 + k;
            s[t * 4 + k] = if g < x.len() { x[g] } else { 0.0 };
        }
        sync_threads();
        let mut acc = 0.0f32;
        for k in 0..4 {
            acc += s[t + 128 * k];
        }
        let i = block_idx_x() as usize * 128 + t;
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @shared_row_loop(
