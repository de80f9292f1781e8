//! S8: the tree rule reads `t + s` under `t < s`: with `s` a parameter, a
//! wrapping `t + s` (s near 2^64) lands on slots other threads write.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_wrap(out: &mut [u32], s0: usize) {
        let tile = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        tile.set(t, 1);
        sync_threads();
        let mut s = s0;
        while s > 0 {
            if t < s {
                tile.set(t, tile.get(t).wrapping_add(tile.get(t.wrapping_add(s))));
            }
            sync_threads();
            s /= 2;
        }
        if t == 0 {
            out[block_idx_x() as usize] = tile.get(0);
        }
    }
}
// CHECK: error[RG022{{[01]}}]
