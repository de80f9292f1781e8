//! S8 misuse: the continue-form tree tests `t >= stride + 1`: the update runs for t <= stride, thread `stride` writes s[stride] which thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_cont_stride_plus_one(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t >= stride + 1 {
                sync_threads();
                continue;
            }
            s[t] += s[t + stride];
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
