//! S8 (control, `get`/`set` spelling): a per-warp slot written by all 32
//! lanes. The same misuse as S8_rt_per_warp_slot_written_by_every_lane in the
//! spelling rsgpu-gen already translates: tells an analysis gap from a
//! translation gap.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn per_warp_slot_written_by_every_lane_set_get(x: &[f32], sums: &mut [f32]) {
        let partial = shared_array::<f32, 8>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        let mut d = 16;
        while d > 0 { v += warp::shfl_down(v, d); d /= 2; }
        let warp = t / 32;
        if warp < 8 { partial.set(warp, v); }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            let mut s = 0.0;
            for w in 0..8 { s += partial.get(w); }
            sums[b] = s;
        }
    }
}
// CHECK: error[RG0221]: write to `partial[{{.*}}]` may collide with the same write by another thread in one barrier phase
