//! S8: a barrier in a loop whose trip count is the ticket
//! `ctr.fetch_add(1, Relaxed) % 4`: every thread draws a different ticket.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn atomic_fetch_add_trip_count(ctr: &Atomic<u32>, y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = ctr.fetch_add(1, Relaxed) % 4;
        let mut k = 0;
        while k < n {
            sync_threads();
            k += 1;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
