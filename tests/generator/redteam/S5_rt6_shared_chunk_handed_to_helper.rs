//! S5: a chunk taken at a block-uniform number (every thread of the block
//! gets chunk b), handed to a device fn writing its element 0. Expected
//! RG0201.
#![no_std]
use rsgpu::*;

fn put0(s: &mut [f32], v: f32) {
    s[0] = v;
}

rsgpu::kernel! {
    pub fn shared_chunk_handed_to_helper(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        let t = thread_idx_x() as f32;
        if let Some(c) = y.chunks_mut(4).nth(b) {
            put0(c, t);
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y.chunks_mut
