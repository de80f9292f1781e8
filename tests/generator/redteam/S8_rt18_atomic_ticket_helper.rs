//! S8 misuse (red team 18): a helper `ticket(c: &Atomic<u32>) -> u32` returning `fetch_add(1)`: a different value per thread; the barrier under `ticket(..) < 32`.
#![no_std]
use rsgpu::*;

fn ticket(c: &Atomic<u32>) -> u32 {
    c.fetch_add(1, atomic::Ordering::Relaxed)
}

rsgpu::kernel! {
    pub fn atomic_ticket_helper(x: &[f32], y: &mut [f32], cnt: &Atomic<u32>, n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if ticket(cnt) < 32 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
