//! S9: a warp shuffle under a flag set per lane through `&mut`: `*r = lane_id() < 16; if go { shfl_down(v, 1) }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_under_flag_through_mut_ref(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        let mut go = true;
        let r = &mut go;
        *r = lane_id() < 16;
        if go {
            v += warp::shfl_down(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]:
