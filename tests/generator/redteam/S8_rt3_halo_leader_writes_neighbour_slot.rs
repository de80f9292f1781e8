//! S8: the halo idiom with thread 0 writing `tile[0]` and `tile[2]` — slot 2 is thread 1's own slot `tile[t + 1]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn halo_leader_writes_neighbour_slot(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut tile = shared_array::<f32, 130>();
        tile[t + 1] = if i < x.len() { x[i] } else { 0.0 };
        if t == 0 {
            tile[0] = 0.0;
            tile[2] = 0.0;
        }
        sync_threads();
        if i < y.len() {
            y[i] = tile[t] + tile[t + 1] + tile[t + 2];
        }
    }
}
// Run case (.main.cpp): translated at O0 and O3 with the launch obligation
// `fits_tile_columns(block, 1)` (the halo rule's "blocks of at most BLOCK
// threads", BLOCK = 1 here), so a 128-thread block must be refused.
// REJECT-OK: error\[RG022[01]\]
