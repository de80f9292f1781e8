//! S6 run case: the literal-array tree started one level too high, `for stride in [256usize, 128, .., 1]` over a 256-slot shared array in blocks of 256 threads: at stride 256 every thread reads s[t + 256], past the array. The tree proof (S8) holds (reads in [256, 512), writes in [0, 256)), but Rust's bounds check on the read must stay: a `DevicePanic` "index out of bounds", never a read past the array on the emulator.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_strides_past_shared_len(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for stride in [256usize, 128, 64, 32, 16, 8, 4, 2, 1] {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
