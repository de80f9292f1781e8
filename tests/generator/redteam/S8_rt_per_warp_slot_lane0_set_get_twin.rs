//! Twin (control, `get`/`set` spelling): lane 0 writes its warp's slot.
//! Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn per_warp_slot_lane0_set_get_twin(x: &[f32], sums: &mut [f32]) {
        let partial = shared_array::<f32, 8>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        let mut d = 16;
        while d > 0 { v += warp::shfl_down(v, d); d /= 2; }
        let warp = t / 32;
        if lane_id() == 0 && warp < 8 { partial.set(warp, v); }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            let mut s = 0.0;
            for w in 0..8 { s += partial.get(w); }
            sums[b] = s;
        }
    }
}
// CHECK: kernel @per_warp_slot_lane0_set_get_twin(
