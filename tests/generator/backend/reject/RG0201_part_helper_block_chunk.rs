//! S5, near miss of accept/slice_part_helper_indexed_writes: the chunk is
//! taken at the block number (every thread of a block gets the same one), so
//! the device fn's indexed write `s[n - 1]` is not the thread's own element.
//! Refused at the call's part, whatever the device fn does with it.
#![no_std]
use rsgpu::*;

fn put_last(s: &mut [f32], v: f32) {
    let n = s.len();
    if n > 0 {
        s[n - 1] = v;
    }
}

rsgpu::kernel! {
    pub fn part_helper_block_chunk(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        let t = thread_idx_x() as f32;
        if let Some(c) = y.chunks_mut(4).nth(b) {
            put_last(c, t);
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y.chunks_mut
