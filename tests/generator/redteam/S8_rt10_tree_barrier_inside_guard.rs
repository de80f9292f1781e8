//! S8 misuse: the `(0..8).rev()` tree with its barrier moved inside the guard, `if t < stride { s[t] += s[t + stride]; sync_threads(); }`: only the threads below the stride reach it (a hang on hardware). Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_barrier_inside_guard(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t < stride {
                s[t] += s[t + stride];
                sync_threads();
            }
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0210]:
