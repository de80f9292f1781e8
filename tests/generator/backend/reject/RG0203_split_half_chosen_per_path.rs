//! S5: a local bound to the head on one path and to the tail on the other
//! (`s = lo` / `s = hi`), written at `i`, then `y[i]`: where `s` is the tail,
//! thread `i` writes `y[m + i]`, which thread `m + i` writes as `y[m + i]`.
//! rsgpu-gen cannot tell which half `s` names: RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_half_chosen_per_path(y: &mut [f32], m: usize, tail: bool) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (lo, hi) = y.split_at_mut(m);
            let mut s = lo;
            if tail {
                s = hi;
            }
            if i < s.len() {
                s[i] = 1.0;
            }
        }
        if i < y.len() {
            y[i] = 2.0;
        }
    }
}
// CHECK: error[RG0203]: write to `{{s|lo}}`, which names different parts of `y` on different paths
