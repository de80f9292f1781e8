//! `tile[t / 2]`: threads 2k and 2k+1 write one slot: RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_half_index(y: &mut [u32]) {
        let tile = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        tile.set(t / 2, t as u32);
        sync_threads();
        if t < y.len() {
            y[t] = tile.get(t / 2);
        }
    }
}
// CHECK: error[RG0221]: write to `tile[(t / 2)]` may collide with the same write by another thread in one barrier phase
