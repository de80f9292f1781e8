//! S8 misuse: strides from a literal array, `for stride in [128usize, 64, ..]`, guard `t < stride` but the read is at `t + stride / 2`: the reads land in [s/2, 3s/2), inside the slots [0, s) the guarded threads write in the same phase (thread 0 reads s[64], thread 64 writes it). Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_array_strides_read_half_stride(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for stride in [128usize, 64, 32, 16, 8, 4, 2] {
            if t < stride {
                s[t] += s[t + stride / 2];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
