//! S9/S8 misuse: the `(0..8).rev()` tree in which inactive threads leave the loop, `if t >= stride { break; } s[t] += s[t + stride]; sync_threads();`: the threads that broke out never reach the later levels' barriers. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_break_before_barrier(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t >= stride {
                break;
            }
            s[t] += s[t + stride];
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0210]:
