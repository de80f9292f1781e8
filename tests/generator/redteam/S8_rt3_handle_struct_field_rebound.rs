//! S8: a struct field holding handle B rebound to A (`h.cur = a;`), then
//! `h.cur[(t + 1) % 128]` reads A's neighbour slot, written in this phase.
#![no_std]
use rsgpu::*;

struct Holder {
    cur: SharedArray<f32, 128>,
}

rsgpu::kernel! {
    pub fn handle_struct_field_rebound(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        let mut h = Holder { cur: b };
        if i < x.len() {
            a[t] = x[i];
        }
        h.cur = a;
        let r = h.cur[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
