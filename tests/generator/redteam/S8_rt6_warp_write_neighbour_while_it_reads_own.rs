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
// Both S8 errors hold (the read of s[t] races with the neighbour's write, and
// the write collides); analyses report in program order (ir::ByPosition), so
// the read's comes first at both levels.
// CHECK: error[RG0220]: read of `s[t]` may see another thread's write of `s[
