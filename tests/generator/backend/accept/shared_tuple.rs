//! Two shared arrays bound through one tuple pattern,
//! `let (a, b) = (shared_array(), shared_array())`: each thread writes its
//! own slot of both, then after a barrier reads its neighbours'.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_tuple(input: &[u32], output: &mut [u32]) {
        let (a, b) = (shared_array::<u32, 128>(), shared_array::<u32, 128>());
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        let v = if i < input.len() { input[i] } else { 0 };
        if t < 128 {
            a.set(t, v);
            b.set(t, v.wrapping_mul(3));
        }
        sync_threads();
        if i < output.len() {
            output[i] = a.get(127 - t % 128).wrapping_add(b.get((t + 1) % 128));
        }
    }
}
// CHECK: kernel @shared_tuple(
