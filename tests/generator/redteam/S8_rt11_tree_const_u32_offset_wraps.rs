//! S8 misuse: u32 thread index, `if t < 0xffff_ffff { s[t] += s[(t + 0xffff_ffff)] }` in u32: at O3 the add wraps to t - 1 (thread 1 reads s[0], which thread 0 writes). O0 checks the add (a panic). Expected RG0220 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_u32_offset_wraps(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x();
        let i = block_idx_x() as usize * 256 + t as usize;
        s[t as usize] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 0xffff_ffff {
            s[t as usize] += s[(t + 0xffff_ffff) as usize];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
