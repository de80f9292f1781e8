//! Twin: the `(0..8).rev()` tree written with an inclusive range, `for shift in (0..=7).rev() { let stride = 1 << shift; if t < stride { s[t] += s[t + stride] } sync_threads(); }`, after the thread index was compared with the input length (`x.get(i)`). The same levels 128..1 as the accepted `(0..8).rev()` form. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_inclusive_rev_shift_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x.get(i).copied().unwrap_or(0.0);
        sync_threads();
        for shift in (0..=7).rev() {
            let stride = 1usize << shift;
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
// CHECK: kernel @tree_inclusive_rev_shift_twin(
