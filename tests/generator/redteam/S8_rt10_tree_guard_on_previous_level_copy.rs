//! S8 misuse: the guard bound carried from the previous level, `if t < g { s[t] += s[t + stride] } sync_threads(); g = stride; stride /= 2;` (g starts at 128 = stride, then lags one level: at stride 64 the guard is t < 128, and thread 0 reads s[64] while thread 64 updates it). Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_on_previous_level_copy(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut stride = 128usize;
        let mut g = 128usize;
        while stride > 0 {
            if t < g {
                s[t] += s[t + stride];
            }
            sync_threads();
            g = stride;
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + stride)]`
