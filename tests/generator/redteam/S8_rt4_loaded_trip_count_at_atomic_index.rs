//! S8: a barrier loop of `params[j]` trips with j from an atomic `fetch_add`
//! (per thread). Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn loaded_trip_index_from_atomic(params: &[u32], a: &Atomic<u32>, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = (a.fetch_add(1, core::sync::atomic::Ordering::Relaxed) % 2) as usize;
        let mut acc = 0.0;
        if j < params.len() {
            for _ in 0..params[j] { sync_threads(); acc += 1.0; }
        }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK: error[RG0210]:
