//! S8: a per-warp slot `partial[warp]` written by all 32 lanes of the warp
//! (the `if lane_id() == 0` forgotten).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn per_warp_slot_written_by_every_lane(x: &[f32], sums: &mut [f32]) {
        let mut partial = shared_array::<f32, 8>(); // 256 threads: 8 warps
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        let mut d = 16;
        while d > 0 {
            v += warp::shfl_down(v, d);
            d /= 2;
        }
        let warp = t / WARP_SIZE as usize;
        if warp < 8 {
            partial[warp] = v; // every lane, not lane 0 only
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            let mut s = 0.0;
            for w in 0..8 {
                s += partial[w];
            }
            sums[b] = s;
        }
    }
}
// CHECK: error[RG0221]: write to `partial[{{.*}}]` may collide with the same write by another thread in one barrier phase
