//! after sync_warp, lane t writes lane t+1's slot while lane t+1 reads its own (one warp phase)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_warp_write_neighbour_while_it_reads_own(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = x[i % x.len()]; warp::sync_warp(); v = s[t]; s[(t & !31) + (t + 1) % 32] = v + 1;
        if i < out.len() {
            out[i] = v;
        }
    }
}
// Either S8 error may come first (both hold: the read of s[t] races with the
// neighbour's write, and the write collides); which one rsgpu-gen reports
// first has changed with unrelated builds (session 25).
// CHECK: error[RG022{{[01]}}]: {{(write to|read of)}} `s
