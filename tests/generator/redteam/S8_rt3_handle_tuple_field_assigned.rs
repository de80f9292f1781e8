//! S8: a tuple of two handles with one field overwritten (`p.1 = p.0;`),
//! then `p.1[(t + 1) % 128]` — A's neighbour slot, written in this phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn handle_tuple_field_assigned(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut p = (shared_array::<f32, 128>(), shared_array::<f32, 128>());
        if i < x.len() {
            p.0[t] = x[i];
        }
        p.1 = p.0;
        let r = p.1[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
