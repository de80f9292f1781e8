//! S8 misuse: the `(0..8).rev()` tree reduction whose guard is computed from the next level's shift, `if t < (2 << shift) { s[t] += s[t + (1 << shift)] }`: the guard admits threads [0, 2s) while the read lands in [s, 3s), so thread 0 reads s[stride] which thread `stride` updates in the same phase. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_shift_guard_double_stride(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x.get(i).copied().unwrap_or(0.0);
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            let limit = 2usize << shift;
            if t < limit {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
