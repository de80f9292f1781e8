//! S8 (issue 15): a block sum over a 256-slot tile run with blocks of fewer
//! threads reads slots nobody wrote. Rust's `shared_array()` holds
//! `T::default()` there; the generated kernel zeroes its shared arrays at
//! entry, so both sides sum zeros (diff case `shared_unwritten`, memcheck on).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_unwritten(input: &[u32], partial: &mut [u32]) {
        let tile = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x()) as usize + t;
        if i < input.len() {
            tile.set(t, input[i]);
        }
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            if t < stride {
                tile.set(t, tile.get(t).wrapping_add(tile.get(t + stride)));
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = tile.get(0);
        }
    }
}
// CHECK: kernel @shared_unwritten(
// CHECK: call rsgpu.shared_array<u32, 256>()
// CHECK: call rsgpu.sync_threads()
