//! S9: `for _ in 0..5 { if v > 8.0 { break; } v += shfl_down(v, 1); }` — lanes that break are absent from the later shuffles.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_after_per_thread_break(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        for _ in 0..5 {
            if v > 8.0 {
                break;
            }
            v += warp::shfl_down(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]:
