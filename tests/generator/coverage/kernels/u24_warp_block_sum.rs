//! Block sum: `shfl_down` warp sums in a helper, per-warp partials in shared memory, warp 0 finishes.
#![no_std]
use rsgpu::*;

fn warp_sum(mut v: i32) -> i32 {
    for off in [16, 8, 4, 2, 1] {
        v += warp::shfl_down(v, off);
    }
    v
}

rsgpu::kernel! {
    pub fn u24_warp_block_sum(x: &[i32], out: &mut [i32]) {
        let mut partial = shared_array::<i32, 8>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * block_dim_x() as usize + t;
        let v = if i < x.len() { x[i] } else { 0 };
        let s = warp_sum(v);
        if lane_id() == 0 {
            partial[t / 32] = s;
        }
        sync_threads();
        if t < 32 {
            let warps = block_dim_x() as usize / 32;
            let w = if t < warps { partial[t] } else { 0 };
            let total = warp_sum(w);
            if t == 0 {
                out[block_idx_x() as usize] = total;
            }
        }
    }
}
