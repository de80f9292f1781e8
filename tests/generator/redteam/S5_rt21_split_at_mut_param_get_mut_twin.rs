//! S5 twin (red team 21): `let (a, b) = y.split_at_mut(m)` (`m` a parameter), then `a.get_mut(i)` and `b.get_mut(i)` written.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_split_at_mut_param_get_mut_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let m = n as usize;
        if m <= y.len() {
            let (a, b) = y.split_at_mut(m);
            if let Some(r) = a.get_mut(i) {
                *r = v;
            }
            if let Some(r) = b.get_mut(i) {
                *r = v + 1.0;
            }
        }
    }
}
// CHECK: kernel @rt21_split_at_mut_param_get_mut_twin(
