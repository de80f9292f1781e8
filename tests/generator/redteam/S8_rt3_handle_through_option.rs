//! S8: a handle through `Option`: `let h = if sel == 0 { Some(a) } else
//! { None }; let r = h.unwrap_or(b)[(t + 1) % 128];` — A's neighbour slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_through_option(sel: u32, x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let h = if sel == 0 { Some(a) } else { None };
        let r = h.unwrap_or(b)[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
