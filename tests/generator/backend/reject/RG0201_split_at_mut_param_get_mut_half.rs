//! The near miss of redteam/S5_rt21_split_at_mut_param_get_mut_twin:
//! `let (a, b) = y.split_at_mut(m)` (`m` a parameter), then `b.get_mut(i)`
//! (the thread's own element of the tail) and `a.get_mut(i / 2)`: threads
//! 2k and 2k + 1 both get `a[k]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_at_mut_param_get_mut_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let m = n as usize;
        if m <= y.len() {
            let (a, b) = y.split_at_mut(m);
            if let Some(r) = b.get_mut(i) {
                *r = v + 1.0;
            }
            if let Some(r) = a.get_mut(i / 2) {
                *r = v;
            }
        }
    }
}
// CHECK: error[RG0201]:
