//! S8 misuse: the literal-array tree, `for stride in [128usize, 64, ..]`, with the per-level `sync_threads()` left out: level 64 reads s[t + 64] in the phase in which level 128 wrote s[64..128) (thread 0 reads s[64], which thread 64 wrote a level earlier with no barrier between). Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_array_strides_missing_barrier(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for stride in [128usize, 64, 32, 16, 8, 4, 2, 1] {
            if t < stride {
                s[t] += s[t + stride];
            }
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
