//! S8: a closure returning one of two captured handles,
//! `let pick = |k: u32| if k == 0 { a } else { b };` — `pick(sel)[(t + 1) % 128]`
//! reads A's neighbour slot (written in this phase) when sel == 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_from_closure_pick(sel: u32, x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        let pick = |k: u32| if k == 0 { a } else { b };
        let r = pick(sel)[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
