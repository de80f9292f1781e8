//! S8: a handle chosen through core's `bool::then`:
//! `(sel == 0).then(|| a).unwrap_or(b)[(t + 1) % 128]` — A's neighbour slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_through_bool_then(sel: u32, x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let h = (sel == 0).then(|| a).unwrap_or(b);
        let r = h[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
