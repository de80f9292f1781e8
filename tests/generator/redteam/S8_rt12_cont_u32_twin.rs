//! S8 twin: the continue-form tree in u32, `let stride = 1u32 << shift; if t >= stride { sync; continue; } s[t] += s[t + stride]` (stride bounded: a shifted power of two). Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_cont_u32_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x();
        let i = block_idx_x() as usize * 256 + t as usize;
        s[t as usize] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1u32 << shift;
            if t >= stride {
                sync_threads();
                continue;
            }
            s[t as usize] += s[(t + stride) as usize];
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: kernel @rt12_cont_u32_twin(
