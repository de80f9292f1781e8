//! S8 misuse (red team 18): a helper returning a struct `{ warps: block_dim_x() / 32, lane: lane_id() }`; the barrier is under `lane`.
#![no_std]
use rsgpu::*;

struct Shape {
    warps: u32,
    lane: u32,
}
fn shape() -> Shape {
    Shape { warps: block_dim_x() / 32, lane: lane_id() }
}

rsgpu::kernel! {
    pub fn struct_return_field(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = shape();
        if s.lane < s.warps {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
